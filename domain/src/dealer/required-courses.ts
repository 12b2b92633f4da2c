import { object, string } from 'yup';

/**
 * Required courses a manager assigns, with a due date, to one salesperson or to a whole location; overdue ones
 * are shown to the manager and the salesperson and can be reminded.
 */

/** Where a required course stands for one person. */
export type RequiredCourseState = 'completed' | 'overdue' | 'due';

/** Completed when the course is; overdue when its due date (YYYY-MM-DD) is before today and it is not completed. */
export function requiredCourseState(dueDate: string, completedAt: string | null, today: string): RequiredCourseState {
  if (completedAt) return 'completed';
  return dueDate < today ? 'overdue' : 'due';
}

/** The words of each state, as the manager's and the salesperson's pages show them. */
export const REQUIRED_COURSE_STATE_NAMES: Readonly<Record<RequiredCourseState, string>> = { completed: 'Completed', overdue: 'Overdue', due: 'Due' };

/** Messages of the assignment form and call. */
export const REQUIRED_COURSE_MESSAGES = {
  courseRequired: 'Choose a course to require.',
  dueDateRequired: 'Choose a due date.',
  dueDateInPast: 'The due date must be today or later.',
  notInPaths: 'This course is not in a learning path of that location.',
  notOnTeam: 'That salesperson is not at this location.',
} as const;

/** What a reminder says about required courses still open. */
export function courseReminderMessage(courses: ReadonlyArray<{ courseName: string; dueDate: string; state: RequiredCourseState }>): string {
  const open = courses.filter((c) => c.state !== 'completed');
  if (!open.length) return 'All of your required courses are complete.';
  return `Reminder from your manager: required courses to complete: ${open.map((c) => `${c.courseName} (due ${c.dueDate}${c.state === 'overdue' ? ', overdue' : ''})`).join('; ')}.`;
}

/** What a reminder says about lines the salesperson can claim. */
export function claimReminderMessage(claimable: number): string {
  return claimable
    ? `Reminder from your manager: you have ${claimable} approved spiff line${claimable === 1 ? '' : 's'} to claim.`
    : 'Reminder from your manager: please check your spiff lines and claims.';
}

/** What a manager may remind a salesperson about. */
export const REMINDER_TOPICS = ['claims', 'courses'] as const;
export type ReminderTopic = (typeof REMINDER_TOPICS)[number];

/**
 * Colleague visibility: a salesperson sees colleagues' amounts and serial numbers only where a manager of
 * the location allows it; off until one does. Managers and the line's own salesperson always see them.
 */
export const COLLEAGUE_DETAILS_VISIBLE_DEFAULT = false;

export function seesLineDetails(viewer: { manager: boolean; salespersonId: string }, lineSalespersonId: string, colleagueDetailsVisible: boolean): boolean {
  return viewer.manager || (viewer.salespersonId !== '' && viewer.salespersonId === lineSalespersonId) || colleagueDetailsVisible;
}

/** The assignment form's schema (formik): a course and a due date; the API also refuses a past date. */
export const requiredCourseAssignSchema = object({
  courseId: string().required(REQUIRED_COURSE_MESSAGES.courseRequired),
  dueDate: string().required(REQUIRED_COURSE_MESSAGES.dueDateRequired),
  guid: string(),
});
