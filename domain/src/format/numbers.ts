/** Number and currency display rules of consumer spec (constants and limits) ("Display formats"). */
import { formatUsDollars, formatUsNumber } from '@rv/domain/locale';

/** Shown for a missing spec value in lists and cards (spec: error catalogue, "Missing spec value"). */
export const NOT_DEFINED = 'not defined';
/** Shown for a missing value in dense tables (compare, spec comparison). */
export const MISSING_DASH = '-';
export const MSRP_LABEL = 'Base MSRP:';
export const MSRP_TBD = 'TBD';
/** MSRP values above this count as none (spec: constants and limits). */
export const MSRP_MAX = 1_000_000;
/** Weights are valid only under this many pounds (spec: constants and limits). */
export const WEIGHT_LIMIT = 100_000;

export type Missing = typeof NOT_DEFINED | typeof MISSING_DASH;

/** A finite number above zero, from a number or numeric string; zero and anything else count as missing. */
export function positiveNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** A count (sleeps, tanks, units): US-formatted, zero or missing gives 'not defined'. */
export function formatCount(value: unknown, missing: Missing = NOT_DEFINED): string {
  const n = positiveNumber(value);
  return n === null ? missing : formatUsNumber(n);
}

/** A weight in pounds: '8,910 lb'; zero, missing or 100,000 and over gives 'not defined'. */
export function formatWeight(value: unknown, missing: Missing = NOT_DEFINED): string {
  const n = positiveNumber(value);
  return n === null || n >= WEIGHT_LIMIT ? missing : `${formatUsNumber(Math.round(n))} lb`;
}

/** Inches as feet and inches: 330 gives 27' 6"; zero or missing gives 'not defined'. */
export function formatFeetInches(value: unknown, missing: Missing = NOT_DEFINED): string {
  const n = positiveNumber(value);
  if (n === null) return missing;
  const total = Math.round(n);
  const feet = Math.floor(total / 12);
  const inches = total % 12;
  return `${feet}' ${inches}"`;
}

/** Whole US dollars, without the MSRP asterisk: slider labels and price ranges. */
export function formatDollars(value: unknown, missing: Missing = NOT_DEFINED): string {
  const n = positiveNumber(value);
  return n === null ? missing : formatUsDollars(Math.round(n));
}

/** True when an MSRP counts as a price: above zero and at most 1,000,000. */
export function isValidMsrp(value: unknown): boolean {
  const n = positiveNumber(value);
  return n !== null && n <= MSRP_MAX;
}

/** An MSRP as whole dollars with an asterisk ('$67,095*'); missing, zero or over 1,000,000 gives 'TBD'. */
export function formatMsrp(value: unknown): string {
  return isValidMsrp(value) ? `${formatUsDollars(Math.round(positiveNumber(value)!))}*` : MSRP_TBD;
}

/** A quantity with a unit ('80 gal', '96 sq ft'); zero or missing gives the missing text. */
export function formatWithUnit(value: unknown, unit: string, missing: Missing = NOT_DEFINED): string {
  const n = positiveNumber(value);
  return n === null ? missing : `${formatUsNumber(n)} ${unit}`;
}

/**
 * A min-to-max range, shown as one value when min equals max (spec: constants and limits). Either end missing shows the other;
 * both missing gives the formatter's own missing text.
 */
export function formatRange(min: unknown, max: unknown, format: (value: unknown) => string): string {
  const lo = positiveNumber(min);
  const hi = positiveNumber(max);
  if (lo === null || hi === null || lo === hi) return format(lo ?? hi);
  return `${format(Math.min(lo, hi))} - ${format(Math.max(lo, hi))}`;
}
