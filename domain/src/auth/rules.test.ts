import { areSpiffsDisabled, authFailureReason, isFirstTimeModalDisplayed, userBrandCodes, userDealership } from './rules';
import type { Attribute, Organization } from './types';

const attr = (code: string, value: string): Attribute => ({ code, value, name: code, sequence: 0 });
const org = (dealershipNumber: string, brandList: string, attributes: Attribute[] = []): Organization => ({
  dealershipNumber, dealershipName: dealershipNumber, brandList, attributes, addresses: [],
});

describe('dealer spec (validation rules): the first-time modal counts as displayed when there are no attributes or the value is true (case-insensitive)', () => {
  it.each<[string, Attribute[] | undefined, boolean]>([
    ['no attributes at all', undefined, true],
    ['an empty attribute list', [], true],
    ['value true', [attr('FIRST_TIME_MODAL_DISPLAYED', 'true')], true],
    ['value TRUE', [attr('FIRST_TIME_MODAL_DISPLAYED', 'TRUE')], true],
    ['value True', [attr('FIRST_TIME_MODAL_DISPLAYED', 'True')], true],
    ['value false', [attr('FIRST_TIME_MODAL_DISPLAYED', 'false')], false],
    ['value empty', [attr('FIRST_TIME_MODAL_DISPLAYED', '')], false],
    ['other attributes but not this one', [attr('SALESPERSON_ID', 'SP-1')], false],
  ])('%s -> %s', (_case, attributes, displayed) => {
    expect(isFirstTimeModalDisplayed(attributes)).toBe(displayed);
  });
});

describe("dealer spec (validation rules): spiffs are disabled if any organization has DISABLE_SPIFFS equal to 'true'", () => {
  it.each<[string, Organization[] | undefined, boolean]>([
    ['no organizations', undefined, false],
    ['one organization without the attribute', [org('D1', 'CG')], false],
    ['DISABLE_SPIFFS false', [org('D1', 'CG', [attr('DISABLE_SPIFFS', 'false')])], false],
    ['DISABLE_SPIFFS true', [org('D1', 'CG', [attr('DISABLE_SPIFFS', 'true')])], true],
    ['only the second organization disables', [org('D1', 'CG'), org('D2', 'HI', [attr('DISABLE_SPIFFS', 'true')])], true],
    ['another code with value true', [org('D1', 'CG', [attr('OTHER', 'true')])], false],
  ])('%s -> %s', (_case, organizations, disabled) => {
    expect(areSpiffsDisabled(organizations)).toBe(disabled);
  });
});

describe("dealer spec (entities and fields): the user's dealership is the first organization", () => {
  it('returns the first organization, or undefined without a user', () => {
    expect(userDealership({ organizations: [org('D1', 'CG'), org('D2', 'HI')] })?.dealershipNumber).toBe('D1');
    expect(userDealership({ organizations: [] })).toBeUndefined();
    expect(userDealership(null)).toBeUndefined();
  });

  it('lists the brand codes of every organization de-duplicated and sorted (brand refs)', () => {
    expect(userBrandCodes({ organizations: [org('D1', 'MO,CG'), org('D2', 'CG, HI,')] })).toEqual(['CG', 'HI', 'MO']);
  });
});

describe("dealer spec (error catalogue): auth failures reject with the server's response data, or 'System Unavailable'", () => {
  it.each<[unknown, unknown]>([
    [undefined, 'System Unavailable'],
    [null, 'System Unavailable'],
    ['', 'System Unavailable'],
    [{ statusCode: 401, message: 'Invalid username or password.' }, { statusCode: 401, message: 'Invalid username or password.' }],
    ['plain text', 'plain text'],
  ])('%p -> %p', (data, reason) => {
    expect(authFailureReason(data)).toEqual(reason);
  });
});
