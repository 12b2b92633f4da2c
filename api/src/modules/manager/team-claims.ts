import {
  PROGRAM_LINE_STATUS, PROGRAM_LINE_STATUS_NAMES, claimReminderMessage, courseReminderMessage, type ProgramLineStatus, type ReminderTopic,
} from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { queueEmail } from '../../outbox/email';
import type { AuthenticatedDealer } from '../auth';
import { teamLines } from '../incentives';
import { notifyUsers } from '../rewards';
import { completionsOf, requiredAssignments, requiredCoursesOfPerson } from '../training';
import { personAt, teamLocation } from './team-location';

const statusName = (status: number) => PROGRAM_LINE_STATUS_NAMES[status as ProgramLineStatus] ?? `Status ${status}`;

/** GET /user/manager/team/claims: the location's program lines grouped by parmProgramLineStatus, each with whose it is. */
export async function teamClaims(ctx: ApiContext, manager: AuthenticatedDealer, dealershipNumber: string) {
  const location = await teamLocation(ctx, manager, dealershipNumber);
  const lines = await teamLines(ctx.db, location.organization.dealershipNumber);
  const bySalesperson = new Map(location.people.map((p) => [p.salespersonId, p]));
  const statuses = [...new Set(lines.map((l) => l.status))].sort((a, b) => a - b);
  return {
    dealershipNumber: location.organization.dealershipNumber,
    statuses: statuses.map((status) => {
      const of = lines.filter((l) => l.status === status);
      return {
        status, statusStr: statusName(status), count: of.length, amount: of.reduce((t, l) => t + l.programAmount, 0),
        lines: of.map((l) => {
          const person = bySalesperson.get(l.salespersonId);
          return { recordId: l.recordId, salespersonId: l.salespersonId, salespersonName: person?.name ?? '', guid: person?.guid ?? null, amount: l.programAmount, saleDate: l.saleDate ?? '', serialNumber: l.serialNumber };
        }),
      };
    }),
  };
}

/**
 * POST /user/manager/team/reminders: reminds one salesperson of the lines they can claim or of their open
 * required courses, as a portal notification and an e-mail through the outbox, in one transaction.
 */
export async function remind(ctx: ApiContext, manager: AuthenticatedDealer, body: { dealership: string; guid: string; topic: ReminderTopic }) {
  const location = await teamLocation(ctx, manager, body.dealership);
  const person = personAt(location, body.guid);
  const number = location.organization.dealershipNumber;
  let message: string;
  if (body.topic === 'claims') {
    const lines = await teamLines(ctx.db, number);
    message = claimReminderMessage(lines.filter((l) => l.salespersonId === person.salespersonId && l.status === PROGRAM_LINE_STATUS.APPROVED).length);
  } else {
    const completions = await completionsOf(ctx.db, [person.userId]);
    message = courseReminderMessage(requiredCoursesOfPerson(await requiredAssignments(ctx.db, [number]), person.userId, completions.get(person.userId)));
  }
  await ctx.db.transaction(async (tx) => {
    await notifyUsers(tx, [person.userId], 'REMINDER', message);
    await queueEmail(tx, { to: person.email, subject: `A reminder from ${`${manager.firstName} ${manager.lastName}`.trim()}`, text: message });
  });
  return { sent: true, guid: person.guid, message };
}
