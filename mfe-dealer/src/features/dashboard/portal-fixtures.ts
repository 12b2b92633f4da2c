import { SPIFF_TEST_DATA, type Level, type ProgramLine } from '../dealer-api';
import type { MockHandler } from '@rv/shared-lib/testing';

/** Test data for the portal's data views, in the API's shapes (api/src/modules/{rewards,training,incentives,manager}/schemas.ts). */
export const MAMBO = '/api/mambo/v1/keystonerv_production';
export const GID = 'gm-sales';
export const NP = 'np-1';

/** The after-login account checks, answered. */
export const accountRoutes = (): Record<string, MockHandler> => ({
  [`GET ${MAMBO}/user/validate`]: { status: 200, data: { uuid: GID, imageUrl: '', tags: ['org_D1001'], points: [] } },
  'GET /api/northpass/v1/krv/people/validate': { status: 200, data: { id: NP } },
  'GET /api/northpass/v1/krv/required-courses': { status: 200, data: [] },
  'GET /api/brightsites/v2/user/validate': { status: 200, data: { active: true, balance: 1200, id: 'bs-1', username: 'demo.sales' } },
});

const point = (name: string, total: number, hideInSummary = false) => ({ point: { id: name, name, hideInSummary }, total });
export const gamificationUser = (points = [point('Sales', 2400), point('Units Sold', 12), point('Learning', 300), point('Spendable Points', 1200, true)]) =>
  ({ uuid: GID, username: 'demo.sales', firstName: 'Dana', lastName: 'Reyes', email: '', imageUrl: '', tags: ['org_D1001'], points });

const level = (id: string, name: string, tag: string, points: number, awarded: boolean, completed: number): Level => ({
  id, name, tags: [{ tag }], awarded: awarded ? { rewardId: id, awardedOn: '2026-01-01' } : null,
  attrs: { points, progress: { criteriaProgress: [{ required: points, completed: Math.min(completed, points) }] } },
});
export const levels = (): Level[] => [
  level('s0', 'Member', 'sales_level', 0, true, 2400), level('s1', 'Bronze', 'sales_level', 1000, true, 2400),
  level('s2', 'Silver', 'sales_level', 4800, false, 2400), level('l0', 'Member', 'learning_level', 0, true, 300),
  level('l1', 'Bronze', 'learning_level', 600, false, 300), level('u0', 'Member', 'user_level', 0, true, 0),
];

const entry = (rank: number, first: string, points: number, uuid = `u-${rank}`) =>
  ({ rank, points, user: { uuid, firstName: first, lastName: 'Test', imageUrl: '', dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV' } });
export const leaderboard = (timeFrame = 'month', total = 12) => ({
  id: 'overall', name: 'Overall', timeFrame, userSampling: 'dealership', brand: null, page: 0, count: 10, total,
  myRank: entry(2, 'Dana', 2400, GID), users: [entry(1, timeFrame === 'month' ? 'Avery' : 'Blake', 3100), entry(2, 'Dana', 2400, GID)],
});

const course = (id: string, name: string, position: number, completed: boolean) =>
  ({ id, name, description: '', position, durationMinutes: 15, points: 100, completed, completedAt: completed ? '2026-01-02' : null, url: `/ignite/sales/learning/courses/${id}` });
export const learningPaths = () => [
  { id: 'lp-mo', name: 'Montana Product Training', description: 'Fifth wheels', brandCode: 'MO', progress: 50, courseCompleted: 1, courseCount: 2, url: '', courses: [course('c-3', 'Montana basics', 1, true), course('c-4', 'Montana floorplans', 2, false)] },
  { id: 'lp-cg', name: 'Cougar Product Training', description: 'Half-ton towables', brandCode: 'CG', progress: 0, courseCompleted: 0, courseCount: 1, url: '', courses: [course('c-1', 'Cougar walkthrough', 1, false)] },
];

/** Program lines of the demo dealership: the sample's lines with a status of each list. */
export const programLine = (recordId: string, status: number, statusStr: string, fields: Partial<ProgramLine> = {}): ProgramLine =>
  ({ ...SPIFF_TEST_DATA[0], parmRecordId: recordId, parmProgramLineStatus: status, parmProgramLineStatusStr: statusStr, parmCustName: 'Blue Compass RV', ...fields });

const NOTIFICATION = { id: 'n1', type: 'level', message: 'You reached Bronze', createdOn: '2026-11-01T10:00:00Z', read: false };

/** Every call the dashboard makes as it opens, answered from these fixtures (the account checks included). */
export const dashboardRoutes = ({ notifications = [NOTIFICATION], board = leaderboard() as unknown }: { notifications?: unknown[]; board?: MockHandler | unknown } = {}): Record<string, MockHandler> => ({
  ...accountRoutes(),
  [`GET ${MAMBO}/users/${GID}`]: { status: 200, data: gamificationUser() },
  [`GET ${MAMBO}/users/${GID}/levels`]: { status: 200, data: levels() },
  [`GET ${MAMBO}/users/${GID}/notifications`]: { status: 200, data: notifications },
  [`POST ${MAMBO}/users/${GID}/leaderboard`]: typeof board === 'function' ? (board as MockHandler) : { status: 200, data: board },
  [`GET /api/northpass/v1/people/${NP}/learning_paths`]: { status: 200, data: learningPaths() },
  'GET /api/brightsites/v2/user/user-auth-token': { status: 200, data: { token: 't', expiresAt: '', balance: 1200, url: 'https://shop.example.com/sso?t=t' } },
});
