import { canEndProgram, isoToday, PROGRAM_DEFINITION_SCHEMA, programState } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { checkBody } from '../../http/body-schema';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { PROGRAM_MESSAGES } from './messages';
import { endProgram, insertProgram, listPrograms, unknownDealerships, unknownModels, type ProgramRow } from './repository';

/** Program staff's programs: every program, newest first, with the lines each has made. */
export const programs = (ctx: ApiContext) => listPrograms(ctx.db);

/**
 * Creates a program with its rule, checked with the studio form's own schema; models and dealerships
 * it names must exist, or it would silently never pay.
 */
export async function createProgram(ctx: ApiContext, staff: string, input: unknown): Promise<ProgramRow> {
  const program = checkBody(PROGRAM_DEFINITION_SCHEMA, input);
  const models = await unknownModels(ctx.db, program.itemIds);
  if (models.length) throw badRequest(PROGRAM_MESSAGES.unknownModels(models), 'itemIds');
  const dealerships = await unknownDealerships(ctx.db, program.dealershipNumbers);
  if (dealerships.length) throw badRequest(PROGRAM_MESSAGES.unknownDealerships(dealerships), 'dealershipNumbers');
  return insertProgram(ctx.db, program, staff);
}

/**
 * Ends a scheduled or running program today: sales dated after today no longer earn it, while the lines
 * it made keep their status and stay claimable and payable. One ended, or past its end date, is 409.
 */
export async function endProgramNow(ctx: ApiContext, programId: string): Promise<ProgramRow> {
  const program = (await listPrograms(ctx.db)).find((p) => p.programId === programId);
  if (!program) throw notFound(PROGRAM_MESSAGES.programNotFound(programId));
  const state = programState(program, isoToday());
  if (!canEndProgram(state)) throw new HttpError(409, state === 'ended' ? PROGRAM_MESSAGES.programEnded(programId) : PROGRAM_MESSAGES.programFinished(programId, program.endDate));
  const ended = await endProgram(ctx.db, programId);
  if (!ended) throw new HttpError(409, PROGRAM_MESSAGES.programEnded(programId));
  return ended;
}
