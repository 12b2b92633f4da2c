import {
  REQUIRED_COURSE_MESSAGES, requiredCourseAssignSchema, claimReminderMessage, courseReminderMessage, requiredCourseState, seesLineDetails,
} from './required-courses';

describe('required courses: a due date, overdue when passed and not completed', () => {
  it.each<[string, string, string | null, ReturnType<typeof requiredCourseState>]>([
    ['completed before the due date', '2026-12-10', '2026-12-01T10:00:00Z', 'completed'],
    ['completed late is still completed', '2026-12-01', '2026-12-05T10:00:00Z', 'completed'],
    ['due today is not overdue', '2026-12-06', null, 'due'],
    ['due yesterday and not done', '2026-12-05', null, 'overdue'],
  ])('%s', (_what, due, completedAt, state) => {
    expect(requiredCourseState(due, completedAt, '2026-12-06')).toBe(state);
  });

  it('reminds of the open courses, overdue ones marked', () => {
    expect(courseReminderMessage([
      { courseName: 'Walkaround', dueDate: '2026-12-01', state: 'overdue' }, { courseName: 'Towing', dueDate: '2026-12-20', state: 'due' }, { courseName: 'Done', dueDate: '2026-12-01', state: 'completed' },
    ])).toBe('Reminder from your manager: required courses to complete: Walkaround (due 2026-12-01, overdue); Towing (due 2026-12-20).');
    expect(courseReminderMessage([])).toBe('All of your required courses are complete.');
  });

  it('reminds of the lines to claim', () => {
    expect(claimReminderMessage(1)).toBe('Reminder from your manager: you have 1 approved spiff line to claim.');
    expect(claimReminderMessage(3)).toContain('3 approved spiff lines');
  });
});

describe("colleague visibility: colleagues' amounts and serial numbers only where a manager allows it", () => {
  const sales = { manager: false, salespersonId: 'SP-1' };
  // Off by default: api/src/modules/manager/team.test.ts asks a dealership's setting before any is stored.
  it.each<[string, { manager: boolean; salespersonId: string }, string, boolean, boolean]>([
    ['own line, setting off', sales, 'SP-1', false, true],
    ["a colleague's line, setting off", sales, 'SP-2', false, false],
    ["a colleague's line, setting on", sales, 'SP-2', true, true],
    ['a manager, setting off', { manager: true, salespersonId: 'SP-0' }, 'SP-2', false, true],
    ['no salesperson id never matches an unassigned line', { manager: false, salespersonId: '' }, '', false, false],
  ])('%s', (_what, viewer, owner, allowed, sees) => {
    expect(seesLineDetails(viewer, owner, allowed)).toBe(sees);
  });
});

describe('the assignment form: a course and a due date', () => {
  it('names what is missing', async () => {
    await expect(requiredCourseAssignSchema.validate({ courseId: '', dueDate: '2026-12-24' })).rejects.toThrow(REQUIRED_COURSE_MESSAGES.courseRequired);
    await expect(requiredCourseAssignSchema.validate({ courseId: 'c-1', dueDate: '' })).rejects.toThrow(REQUIRED_COURSE_MESSAGES.dueDateRequired);
    await expect(requiredCourseAssignSchema.validate({ courseId: 'c-1', dueDate: '2026-12-24', guid: '' })).resolves.toBeTruthy();
  });
});
