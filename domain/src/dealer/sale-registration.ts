import { number, object, string } from 'yup';
import { vinProblem } from './vin';

/**
 * A retail sale registered by VIN (warranty registration): the register-sale form (Formik) and
 * POST /api/programs/sales check it with this one schema, so both refuse the same things in the same words.
 */

export const FIRST_MODEL_YEAR = 1990;
export const LAST_MODEL_YEAR = 2100;

export const SALE_MESSAGES = {
  vinRequired: 'Enter the VIN: 17 characters, from the frame or the bill of sale.',
  modelRequired: 'Choose the model and year sold.',
  modelYear: `The model year must be a year from ${FIRST_MODEL_YEAR} to ${LAST_MODEL_YEAR}.`,
  saleDateRequired: 'Enter the sale date.',
  saleDateFormat: 'The sale date must be a date (YYYY-MM-DD).',
  saleInFuture: 'The sale date cannot be in the future.',
  regionRequired: "Enter the buyer's state or province.",
  regionFormat: "The buyer's state or province is its two-letter code, such as IN or ON.",
  salespersonFormat: 'The salesperson id is at most 40 characters.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today as YYYY-MM-DD (UTC, as the API dates a registration). */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whether a YYYY-MM-DD text is a real calendar date (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const SALE_REGISTRATION_SCHEMA = object({
  vin: string().trim().uppercase().required(SALE_MESSAGES.vinRequired)
    .test('vin', (value, context) => {
      const problem = vinProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  itemId: string().trim().required(SALE_MESSAGES.modelRequired).max(40, SALE_MESSAGES.modelRequired),
  modelYear: number().typeError(SALE_MESSAGES.modelRequired).required(SALE_MESSAGES.modelRequired)
    .integer(SALE_MESSAGES.modelYear).min(FIRST_MODEL_YEAR, SALE_MESSAGES.modelYear).max(LAST_MODEL_YEAR, SALE_MESSAGES.modelYear),
  saleDate: string().trim().required(SALE_MESSAGES.saleDateRequired)
    .test('date', SALE_MESSAGES.saleDateFormat, (value) => !value || isCalendarDate(value))
    .test('not-future', SALE_MESSAGES.saleInFuture, (value) => !value || !isCalendarDate(value) || value <= isoToday()),
  buyerRegion: string().trim().uppercase().required(SALE_MESSAGES.regionRequired).matches(/^[A-Z]{2}$/, SALE_MESSAGES.regionFormat),
  salespersonId: string().trim().max(40, SALE_MESSAGES.salespersonFormat).optional(),
  dealership: string().trim().optional(),
});
