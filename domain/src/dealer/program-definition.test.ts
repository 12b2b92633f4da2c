import { validateForm } from '@rv/domain/forms';
import { PROGRAM_FORM_MESSAGES, canEndProgram, PROGRAM_DEFINITION_SCHEMA, programState } from './program-definition';

const good = { name: 'Ohio model push', amount: 250, startDate: '2026-12-01', endDate: '2026-12-31', itemIds: '22MLS, 25RKS', dealershipNumbers: '', regions: 'oh in' };

describe('a program as staff define it: the one schema of the studio form and the API', () => {
  it('reads lists typed as text or sent as arrays, regions in capitals, empty as no limit', () => {
    expect(validateForm(PROGRAM_DEFINITION_SCHEMA, good)).toEqual([]);
    expect(PROGRAM_DEFINITION_SCHEMA.cast(good)).toMatchObject({ itemIds: ['22MLS', '25RKS'], dealershipNumbers: [], regions: ['OH', 'IN'] });
    expect(PROGRAM_DEFINITION_SCHEMA.cast({ ...good, itemIds: ['A1'], regions: [] })).toMatchObject({ itemIds: ['A1'], regions: [] });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: ' ' }, 'name', PROGRAM_FORM_MESSAGES.nameRequired],
    ['no amount', { amount: '' }, 'amount', PROGRAM_FORM_MESSAGES.amountRequired],
    ['an amount of $0', { amount: 0 }, 'amount', PROGRAM_FORM_MESSAGES.amountRange],
    ['an end before the start', { endDate: '2026-11-30' }, 'endDate', PROGRAM_FORM_MESSAGES.endBeforeStart],
    ['a start that is not a date', { startDate: '2026-13-01' }, 'startDate', PROGRAM_FORM_MESSAGES.startRequired],
    ['a region of three letters', { regions: 'OH, IND' }, 'regions', PROGRAM_FORM_MESSAGES.regions('IND')],
    ['a dealership with a slash', { dealershipNumbers: ['D1001', 'D/2'] }, 'dealershipNumbers', PROGRAM_FORM_MESSAGES.dealerships('D/2')],
  ])('refuses %s in words on its field', (_case, over, field, message) => {
    expect(validateForm(PROGRAM_DEFINITION_SCHEMA, { ...good, ...over })).toEqual([{ field, message }]);
  });
});

describe('where a program stands on a day, and whether it may be ended', () => {
  const program: Parameters<typeof programState>[0] = { startDate: '2026-12-01', endDate: '2026-12-31', endedOn: null };
  it.each<[string, Partial<typeof program>, string, ReturnType<typeof programState>, boolean]>([
    ['before its start', {}, '2026-11-30', 'scheduled', true],
    ['on its first day', {}, '2026-12-01', 'running', true],
    ['on its last day', {}, '2026-12-31', 'running', true],
    ['after its end date', {}, '2027-01-01', 'finished', false],
    ['ended early by staff', { endedOn: '2026-12-10' }, '2026-12-11', 'ended', false],
  ])('%s', (_case, over, today, state, endable) => {
    expect(programState({ ...program, ...over }, today)).toBe(state);
    expect(canEndProgram(programState({ ...program, ...over }, today))).toBe(endable);
  });
});
