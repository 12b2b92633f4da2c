import { validateForm } from '@rv/domain/forms';
import { RECOVERY_CODE_PATTERN, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_SCHEMA, normalizeSecondFactorCode, secondFactorCodeKind } from './second-factor';

describe('the staff second factor: a 6-digit app code every 30 seconds, or one of 10 recovery codes', () => {
  it.each<[string, string | null]>([
    ['123456', 'totp'],
    [' 123 456 ', 'totp'],
    ['ABCDE-12345', 'recovery'],
    ['abcde 12345', 'recovery'],
    ['abcde12345', 'recovery'],
    ['12345', null],
    ['1234567', null],
    ['ABCDI-12345', null],
    ['', null],
  ])('%j is read as %s', (typed, kind) => {
    expect(secondFactorCodeKind(typed)).toBe(kind);
  });

  it('reads a recovery code however it is grouped or cased', () => {
    expect(normalizeSecondFactorCode('abcde 12345')).toBe('ABCDE-12345');
    expect(RECOVERY_CODE_PATTERN.test(normalizeSecondFactorCode('abcde12345'))).toBe(true);
  });

  it('the form refuses a missing or misshapen code with the words the API answers', () => {
    expect(validateForm(SECOND_FACTOR_SCHEMA, {})).toEqual([expect.objectContaining({ field: 'code', message: 'Code is required' })]);
    expect(validateForm(SECOND_FACTOR_SCHEMA, { code: '12' })).toEqual([expect.objectContaining({ field: 'code', message: SECOND_FACTOR_MESSAGES.codeShape })]);
    expect(validateForm(SECOND_FACTOR_SCHEMA, { code: '654321' })).toEqual([]);
  });
});
