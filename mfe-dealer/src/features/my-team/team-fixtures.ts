import type { MockHandler } from '@rv/shared-lib/testing';

/** Team section answers for D1001 (tests only): two salespeople, lines in two statuses, one required course overdue. */
const TEAM = '/api/user/manager/team';
const data = (value: unknown) => ({ status: 200, data: value });

export const teamClaims = () => ({
  dealershipNumber: 'D1001',
  statuses: [
    { status: 1, statusStr: 'Approved', count: 2, amount: 400, lines: [
      { recordId: 'r1', salespersonId: 'SP-1', salespersonName: 'Sam Team', guid: 'g-sam', amount: 200, saleDate: '2026-11-02', serialNumber: '4YDF00000001' },
      { recordId: 'r2', salespersonId: 'SP-1', salespersonName: 'Sam Team', guid: 'g-sam', amount: 200, saleDate: '2026-11-03', serialNumber: '4YDF00000002' },
    ] },
    { status: 4, statusStr: 'Paid', count: 1, amount: 150, lines: [
      { recordId: 'r3', salespersonId: 'SP-2', salespersonName: 'Noor Team', guid: 'g-new', amount: 150, saleDate: '2026-10-02', serialNumber: '4YDF00000003' },
    ] },
  ],
});

export const teamCourses = () => ({
  dealershipNumber: 'D1001',
  courses: [{ id: 'c-1', name: 'Cougar walkthrough', pathName: 'Cougar Product Training' }, { id: 'c-4', name: 'Montana floorplans', pathName: 'Montana Product Training' }],
  people: [
    { guid: 'g-sam', name: 'Sam Team', courses: [{ assignmentId: 1, courseId: 'c-1', courseName: 'Cougar walkthrough', dueDate: '2026-11-20', state: 'overdue', stateName: 'Overdue', completedAt: null }] },
    { guid: 'g-new', name: 'Noor Team', courses: [] },
  ],
});

export const teamReport = (from: string, to: string) => ({
  dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV', from, to,
  rows: [{ name: 'Sam Team', username: 'sam', unitsSold: 12, claimsMade: 9, claimsPaid: 4, claimsPaidAmount: 800, requiredCoursesCompleted: 1, requiredCoursesAssigned: 2 }],
});

/** The team calls of My Team, each answerable differently by the test. */
export const teamRoutes = (): Record<string, MockHandler> => ({
  [`GET ${TEAM}/claims`]: data(teamClaims()),
  [`GET ${TEAM}/required-courses`]: data(teamCourses()),
  [`GET ${TEAM}/report`]: (r) => data(teamReport(String(r.params.from), String(r.params.to))),
  [`GET ${TEAM}/visibility`]: data({ dealershipNumber: 'D1001', colleagueDetailsVisible: false }),
  [`POST ${TEAM}/reminders`]: (r) => data({ sent: true, guid: (r.body as { guid: string }).guid, message: 'Reminder from your manager: …' }),
  [`PUT ${TEAM}/visibility`]: (r) => data({ dealershipNumber: 'D1001', colleagueDetailsVisible: (r.body as { colleagueDetailsVisible: boolean }).colleagueDetailsVisible }),
});
