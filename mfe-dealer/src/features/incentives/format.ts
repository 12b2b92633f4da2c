import { formatCalendarDate, formatUsDollars } from '@rv/domain/locale';

/** Amounts in USD, the portal's currency (dealer spec: constants and limits). */
export const money = (amount: number) => formatUsDollars(amount);

/** A YYYY-MM-DD date as 'Feb 14, 2021'; empty dates (not set) as a dash. */
export const shortDate = (value: string) => formatCalendarDate(value) || '—';
