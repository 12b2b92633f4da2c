/**
 * Numbers and dates as the site's one locale, en-US, writes them: its own entry, so a page showing a date loads
 * nothing else. Written by hand, not with Intl, whose first formatter loads ICU data mid-render (docs/decisions.md).
 */

/** A number as Intl.NumberFormat('en-US') shows it: '12,345.678' (thousands grouped, at most three decimals by default, no trailing zeros). */
export function formatUsNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 && (whole !== '0' || decimals !== '') ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Whole US dollars as en-US shows them: '$67,095', '-$1,200'. */
export function formatUsDollars(value: number): string {
  const text = formatUsNumber(value, 0);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Dates are calendar days: an ISO date, or a timestamp whose day is read in UTC. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The calendar day `value` names, or null when it is empty or not a date. */
export function calendarDay(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2025", or "Mar 04, 2025" with twoDigitDay (owner reviews, consumer spec (constants and limits)); '' when `value` is not a date. */
export function formatCalendarDate(value: string | Date | null | undefined, { twoDigitDay = false } = {}): string {
  const date = calendarDay(value);
  if (!date) return '';
  const day = String(date.getUTCDate());
  return `${MONTHS[date.getUTCMonth()]} ${twoDigitDay ? day.padStart(2, '0') : day}, ${date.getUTCFullYear()}`;
}

/** Text without case or accents, for ordering ('Élan' and 'elan' alike). */
const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Orders English text case and accents aside first, then as written: localeCompare's order without its ICU data. */
export function compareText(a: string, b: string): number {
  const x = folded(a);
  const y = folded(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const US_ZIP_SHAPE = '\\d{5}(?:-\\d{4})?';
const CA_POSTAL_SHAPE = '[A-Za-z]\\d[A-Za-z][ -]?\\d[A-Za-z]\\d';
/**
 * A postal code of the site's two countries as a shopper types it: a US ZIP or ZIP+4 (12345, 12345-6789),
 * or a Canadian postal code (K1A 0B1, K1A0B1). The API's search fields take the same pattern.
 */
export const POSTAL_CODE_PATTERN = `^(?:${US_ZIP_SHAPE}|${CA_POSTAL_SHAPE})$`;
const POSTAL_CODE = new RegExp(POSTAL_CODE_PATTERN);
/** A US ZIP or ZIP+4 only, as typed (no spaces around it). */
export const US_ZIP = new RegExp(`^${US_ZIP_SHAPE}$`);
/** A Canadian postal code only, with or without its middle space. */
export const CA_POSTAL_CODE = new RegExp(`^${CA_POSTAL_SHAPE}$`);

export const isPostalCode = (text: string): boolean => POSTAL_CODE.test(text.trim());

/** What a postal-code field says when its text is not one. */
export const POSTAL_CODE_MESSAGE = 'Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code (K1A 0B1).';
