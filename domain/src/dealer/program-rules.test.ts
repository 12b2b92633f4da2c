import { programsForSale, type ProgramRule, type SaleFacts } from './program-rules';

const program: ProgramRule = {
  programId: 'PR-1', amount: 200, startDate: '2026-01-01', endDate: '2026-06-30', itemIds: [], dealershipNumbers: [], regions: [], endedOn: null,
};
const sale: SaleFacts = { itemId: 'M-1', dealershipNumber: 'D1001', buyerRegion: 'in', saleDate: '2026-03-01' };

describe('program rules: a sale becomes a line of every active program whose dates, models, dealerships and regions it meets', () => {
  it.each<[string, Partial<ProgramRule>, Partial<SaleFacts>, boolean]>([
    ['no limits, within the dates', {}, {}, true],
    ['first day', {}, { saleDate: '2026-01-01' }, true],
    ['last day', {}, { saleDate: '2026-06-30' }, true],
    ['before the start', {}, { saleDate: '2025-12-31' }, false],
    ['after the end', {}, { saleDate: '2026-07-01' }, false],
    ['ended early before the sale', { endedOn: '2026-02-01' }, {}, false],
    ['ended early after the sale', { endedOn: '2026-04-01' }, {}, true],
    ['model listed', { itemIds: ['M-1', 'M-2'] }, {}, true],
    ['model not listed', { itemIds: ['M-2'] }, {}, false],
    ['dealership not listed', { dealershipNumbers: ['D1002'] }, {}, false],
    ['buyer region listed (any case)', { regions: ['IN', 'MI'] }, {}, true],
    ['buyer region not listed', { regions: ['ON'] }, {}, false],
  ])('%s -> %s', (_case, over, saleOver, pays) => {
    expect(programsForSale([{ ...program, ...over }], { ...sale, ...saleOver })).toHaveLength(pays ? 1 : 0);
  });
});
