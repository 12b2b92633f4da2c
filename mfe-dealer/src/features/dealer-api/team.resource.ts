import { serviceClient } from '@rv/shared-lib';
import type { ReminderTopic, RequiredCourseState, TeamReportRow } from '@rv/domain/dealer';

const TEAM = '/user/manager/team';

/** GET /user/manager/team/claims: the location's lines grouped by status. */
export interface TeamClaims {
  dealershipNumber: string;
  statuses: Array<{
    status: number; statusStr: string; count: number; amount: number;
    lines: Array<{ recordId: string; salespersonId: string; salespersonName: string; guid: string | null; amount: number; saleDate: string; serialNumber: string }>;
  }>;
}
export const fetchTeamClaims = async (dealership: string) => (await serviceClient('middleware').get<TeamClaims>(`${TEAM}/claims`, { params: { dealership } })).data;

/** POST /user/manager/team/reminders: a portal notification and an e-mail to one salesperson. */
export const sendReminder = async (dealership: string, guid: string, topic: ReminderTopic) =>
  (await serviceClient('middleware').post<{ sent: boolean; guid: string; message: string }>(`${TEAM}/reminders`, { dealership, guid, topic })).data;

/** A required course as one person stands with it. */
export interface RequiredCourseStatus { assignmentId: number; courseId: string; courseName: string; dueDate: string; state: RequiredCourseState; stateName: string; completedAt: string | null }

/** GET /user/manager/team/required-courses: the courses that can be assigned, and each salesperson's required courses. */
export interface TeamRequiredCourses {
  dealershipNumber: string;
  courses: Array<{ id: string; name: string; pathName: string }>;
  people: Array<{ guid: string; name: string; courses: RequiredCourseStatus[] }>;
}
export const fetchTeamRequiredCourses = async (dealership: string) =>
  (await serviceClient('middleware').get<TeamRequiredCourses>(`${TEAM}/required-courses`, { params: { dealership } })).data;

/** POST /user/manager/team/required-courses: to one salesperson (guid) or the whole location (no guid). */
export const assignRequiredCourse = async (body: { dealership: string; courseId: string; dueDate: string; guid?: string }) =>
  (await serviceClient('middleware').post<{ id: number; courseName: string; dueDate: string; assignedTo: string }>(`${TEAM}/required-courses`, body)).data;

/** GET /user/manager/team/report: per salesperson figures for the range. */
export interface TeamReport { dealershipNumber: string; dealershipName: string; from: string; to: string; rows: TeamReportRow[] }
export const fetchTeamReport = async (dealership: string, from: string, to: string) =>
  (await serviceClient('middleware').get<TeamReport>(`${TEAM}/report`, { params: { dealership, from, to } })).data;

/** GET /user/manager/team/report.csv: the same figures as CSV. */
export const fetchTeamReportCsv = async (dealership: string, from: string, to: string) =>
  (await serviceClient('middleware').get<Blob>(`${TEAM}/report.csv`, { params: { dealership, from, to }, responseType: 'blob' })).data;

/** GET/PUT /user/manager/team/visibility: whether salespeople see colleagues' amounts and serial numbers. */
export interface TeamVisibility { dealershipNumber: string; colleagueDetailsVisible: boolean }
export const fetchTeamVisibility = async (dealership: string) => (await serviceClient('middleware').get<TeamVisibility>(`${TEAM}/visibility`, { params: { dealership } })).data;
export const saveTeamVisibility = async (dealership: string, colleagueDetailsVisible: boolean) =>
  (await serviceClient('middleware').put<TeamVisibility>(`${TEAM}/visibility`, { dealership, colleagueDetailsVisible })).data;
