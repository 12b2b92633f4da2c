import { formatUsDollars } from '@rv/domain/locale';
import { PROGRAM_LINE_STATUS_NAMES, type ProgramLineStatus } from '@rv/domain/dealer';

const statusName = (status: number) => PROGRAM_LINE_STATUS_NAMES[status as ProgramLineStatus] ?? `status ${status}`;

/** Every refusal and notice of the programs calls, in words. */
export const PROGRAM_MESSAGES = {
  vinTaken: (vin: string) => `VIN ${vin} is already registered: a sale is registered once.`,
  noModel: (itemId: string, year: number) => `No model ${itemId} of ${year} in the catalogue: choose one of the list.`,
  notYourSalesperson: (id: string) => `${id} is not a salesperson of this dealership.`,
  lineNotFound: (id: string) => `No program line ${id}.`,
  notYours: 'Only the salesperson this line belongs to can dispute it.',
  cannotMove: (id: string, status: number, to: number) => `Line ${id} is ${statusName(status)}: it cannot become ${statusName(to)}.`,
  neverClaimed: 'Only a rejected claim can be disputed: this line was rejected before anyone claimed it.',
  disputedBefore: 'This claim was rejected after a dispute: the rejection is final.',
  reasonRequired: 'Give the reason for the rejection: the salesperson reads it.',
  noDocument: (id: string) => `Line ${id} has no bill of sale.`,
  programNotFound: (id: string) => `No program ${id}.`,
  programEnded: (id: string) => `Program ${id} has already ended.`,
  programFinished: (id: string, endDate: string) => `Program ${id} ran to its end date (${endDate}): there is nothing left to end.`,
  unknownModels: (ids: string[]) => `No model ${ids.join(', ')} in the catalogue: name models by their catalogue id.`,
  unknownDealerships: (numbers: string[]) => `No dealership ${numbers.join(', ')}: name dealerships by their number, such as D1001.`,
  batchAmount: (given: number, total: number) => `The batch amount ${formatUsDollars(given)} does not match its lines' total ${formatUsDollars(total)}.`,
  batchEmpty: 'A payment batch needs at least one line.',
} as const;

/** What the salesperson is told at each change: the e-mail subject and the notification's text. */
export const CLAIM_NOTICES = {
  registered: (vin: string, lines: number) => ({
    subject: `Sale ${vin} registered`,
    text: lines ? `Your sale ${vin} is registered: ${lines} program line${lines === 1 ? '' : 's'} approved to claim.` : `Your sale ${vin} is registered; no active program pays on it.`,
  }),
  claimed: (programId: string, vin: string) => ({ subject: `Claim sent: ${programId}`, text: `Your claim on ${programId} for ${vin} was received with its bill of sale and waits for review.` }),
  approved: (programId: string, vin: string) => ({ subject: `Claim approved: ${programId}`, text: `Your claim on ${programId} for ${vin} was approved and is in review for payment.` }),
  rejected: (programId: string, vin: string, reason: string) => ({ subject: `Claim rejected: ${programId}`, text: `Your claim on ${programId} for ${vin} was rejected: ${reason}` }),
  disputed: (programId: string, vin: string) => ({ subject: `Dispute received: ${programId}`, text: `Your dispute of ${programId} for ${vin} was received with its new document and waits for review.` }),
  paid: (programId: string, vin: string, amount: number, payment: string) => ({
    subject: `Claim paid: ${programId}`, text: `Your claim on ${programId} for ${vin} was paid: ${formatUsDollars(amount)}, ${payment}.`,
  }),
} as const;
