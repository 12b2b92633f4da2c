import { formatCalendarDate, formatUsDollars } from '@rv/domain/locale';
import type { ProgramLine } from '../dealer-api';

/** Amounts in USD, the portal's currency (dealer spec: constants and limits). */
export const money = (amount: number) => formatUsDollars(amount);

/** A YYYY-MM-DD date as 'Feb 14, 2021'; empty dates (not set) as a dash. */
export const shortDate = (value: string) => formatCalendarDate(value) || '—';

/** What a colleague's withheld amount or serial number shows (the location's colleague visibility is off). */
export const HIDDEN_DETAIL = 'Hidden';

/** A line's amount, or "Hidden" when the API withheld a colleague's figures. */
export const lineAmount = (line: Pick<ProgramLine, 'parmProgramAmount' | 'parmDetailsHidden'>) => (line.parmDetailsHidden ? HIDDEN_DETAIL : money(line.parmProgramAmount));

/** A line's serial number (or short VIN), "Hidden" when withheld, a dash when there is none. */
export const lineSerial = (line: Pick<ProgramLine, 'parmDetailsHidden'>, serial: string) => (line.parmDetailsHidden ? HIDDEN_DETAIL : serial || '—');
