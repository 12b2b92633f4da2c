import { formatUsDollars } from '@rv/domain/locale';
import type { StaffLine } from './programs.resource';

/** A line in one row of text, as the review queue and the payment batch show it: program, dealership, salesperson, VIN, amount. */
export const lineSummary = (l: StaffLine) =>
  `${l.parmProgramId} · ${l.parmAccountNum} · ${l.parmSalesPersonName || l.parmSalesPersonId} · VIN ${l.parmSerialNumber} · ${formatUsDollars(l.parmProgramAmount)}`;

/** The chosen record ids with one line ticked or unticked. */
export const toggled = (chosen: readonly string[], recordId: string, on: boolean): string[] =>
  (on ? [...chosen, recordId] : chosen.filter((id) => id !== recordId));
