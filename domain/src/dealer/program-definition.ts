import { array, number, object, string } from 'yup';
import { isCalendarDate } from './sale-registration';

/**
 * A program as the maker's program staff define it (its rule: amount, dates, models, dealerships, buyer
 * regions): the studio's form (Formik) and POST /api/programs/staff/programs check it with this one schema.
 * Lists may come as arrays (the API) or as text separated by commas or spaces (the form); empty means no limit.
 */

export const MAX_PROGRAM_AMOUNT = 100_000;

export const PROGRAM_FORM_MESSAGES = {
  nameRequired: 'Name the program, as dealers will read it.',
  nameLength: 'The program name is at most 120 characters.',
  amountRequired: 'Enter the amount paid per line, in dollars.',
  amountRange: `The amount must be more than $0 and at most $${MAX_PROGRAM_AMOUNT.toLocaleString('en-US')}.`,
  startRequired: 'Enter the first sale date the program pays on (YYYY-MM-DD).',
  endRequired: 'Enter the last sale date the program pays on (YYYY-MM-DD).',
  endBeforeStart: 'The end date must be on or after the start date.',
  models: (bad: string) => `"${bad}" is not a model id (1 to 40 characters).`,
  dealerships: (bad: string) => `"${bad}" is not a dealership number (letters, digits and dashes, such as D1001).`,
  regions: (bad: string) => `"${bad}" is not a two-letter state or province code, such as IN or ON.`,
  tooMany: (what: string, max: number) => `At most ${max} ${what}.`,
} as const;

/** A list typed as text ("D1001, D1002") as its entries; an array is kept as it is. */
export function splitList(value: unknown): unknown {
  return typeof value === 'string' ? value.split(/[\s,;]+/).map((v) => v.trim()).filter(Boolean) : value;
}

/** A list field: each entry trimmed, checked by `valid`, refused with the first bad entry named. */
function listOf(valid: RegExp, message: (bad: string) => string, what: string, max: number, upper = false) {
  return array(string().defined()).transform((_value, original: unknown) => {
    const list = splitList(original);
    return Array.isArray(list) ? list.map((v) => (upper ? String(v).trim().toUpperCase() : String(v).trim())) : list;
  }).default([]).max(max, PROGRAM_FORM_MESSAGES.tooMany(what, max))
    .test('entries', (list, context) => {
      const bad = (list ?? []).find((v) => !valid.test(v));
      return bad === undefined ? true : context.createError({ message: message(bad) });
    });
}

const calendarDate = (required: string) => string().trim().required(required).test('date', required, (value) => !value || isCalendarDate(value));

export const PROGRAM_DEFINITION_SCHEMA = object({
  name: string().trim().required(PROGRAM_FORM_MESSAGES.nameRequired).max(120, PROGRAM_FORM_MESSAGES.nameLength),
  amount: number().typeError(PROGRAM_FORM_MESSAGES.amountRequired).required(PROGRAM_FORM_MESSAGES.amountRequired)
    .moreThan(0, PROGRAM_FORM_MESSAGES.amountRange).max(MAX_PROGRAM_AMOUNT, PROGRAM_FORM_MESSAGES.amountRange),
  startDate: calendarDate(PROGRAM_FORM_MESSAGES.startRequired),
  endDate: calendarDate(PROGRAM_FORM_MESSAGES.endRequired)
    .test('after-start', PROGRAM_FORM_MESSAGES.endBeforeStart, (value, context) => {
      const start = context.parent.startDate as string | undefined;
      return !value || !start || !isCalendarDate(start) || value >= start;
    }),
  itemIds: listOf(/^[^\s,;]{1,40}$/, PROGRAM_FORM_MESSAGES.models, 'models', 200),
  dealershipNumbers: listOf(/^[A-Za-z0-9-]{1,20}$/, PROGRAM_FORM_MESSAGES.dealerships, 'dealerships', 200),
  regions: listOf(/^[A-Z]{2}$/, PROGRAM_FORM_MESSAGES.regions, 'regions', 80, true),
});

/** Where a program stands on a day (YYYY-MM-DD): what the staff's list shows and which may still be ended. */
export type ProgramState = 'scheduled' | 'running' | 'ended' | 'finished';

export const PROGRAM_STATE_NAMES: Readonly<Record<ProgramState, string>> = {
  scheduled: 'Scheduled', running: 'Running', ended: 'Ended early', finished: 'Finished',
};

export function programState(program: { startDate: string; endDate: string; endedOn: string | null }, today: string): ProgramState {
  if (program.endedOn) return 'ended';
  if (program.endDate < today) return 'finished';
  return program.startDate > today ? 'scheduled' : 'running';
}

/** A program may be ended while it is scheduled or running; one ended or past its end date has nothing left to end. */
export const canEndProgram = (state: ProgramState) => state === 'scheduled' || state === 'running';

/** What ending a program does, as staff are told before they confirm it. */
export const END_PROGRAM_EFFECT = 'Sales dated after today no longer earn it; the lines it has already made stay claimable and payable.';
