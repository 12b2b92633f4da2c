/** Which of the maker's programs pay on a registered sale: the rule that turns a sale into program lines. */

/** A program as its rule reads it; an empty list sets no limit on that field. */
export interface ProgramRule {
  programId: string;
  amount: number;
  startDate: string;
  endDate: string;
  /** Catalogue model ids (itemId) the program pays on. */
  itemIds: readonly string[];
  dealershipNumbers: readonly string[];
  /** Buyer's state or province codes. */
  regions: readonly string[];
  /** The date (YYYY-MM-DD) staff ended it early, or null while it runs to its end date. */
  endedOn: string | null;
}

/** A sale as the rule reads it; dates YYYY-MM-DD. */
export interface SaleFacts {
  itemId: string;
  dealershipNumber: string;
  buyerRegion: string;
  saleDate: string;
}

const allows = (list: readonly string[], value: string) => list.length === 0 || list.includes(value);

/** Whether the program pays on the sale: sold within its dates (before an early end), of its models, dealerships and regions. */
export function programPaysOn(program: ProgramRule, sale: SaleFacts): boolean {
  const lastDay = program.endedOn && program.endedOn < program.endDate ? program.endedOn : program.endDate;
  return sale.saleDate >= program.startDate && sale.saleDate <= lastDay
    && allows(program.itemIds, sale.itemId) && allows(program.dealershipNumbers, sale.dealershipNumber)
    && allows(program.regions, sale.buyerRegion.toUpperCase());
}

/** The programs that pay on the sale, in the order given. */
export function programsForSale<P extends ProgramRule>(programs: readonly P[], sale: SaleFacts): P[] {
  return programs.filter((p) => programPaysOn(p, sale));
}

/** What a sale outside every program is told. */
export const NO_PROGRAM_MESSAGE = 'This sale is registered, but no active program pays on it (its model, dates, dealership and buyer region match none).';
