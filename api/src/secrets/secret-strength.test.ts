import { randomBytes, randomUUID } from 'node:crypto';
import { MIN_SECRET_BITS, repeatedPiece, secretBits, secretWeakness } from './secret-strength';

describe('secret strength', () => {
  it('accepts the generated values operators set: hex, base64 and UUIDs, in many draws', () => {
    const generators = [
      () => randomBytes(16).toString('hex'),
      () => randomBytes(16).toString('hex').toUpperCase(),
      () => randomBytes(48).toString('base64'),
      () => randomBytes(32).toString('base64url'),
      () => randomUUID(),
    ];
    for (let i = 0; i < 2000; i += 1) {
      for (const generate of generators) {
        const value = generate();
        expect([value, secretWeakness(value)]).toEqual([value, null]);
      }
    }
  });

  it.each([
    // openssl rand -hex 16 values the uncorrected estimate read at 86-92 bits and refused (1 in 10,000 did).
    '09fc99d1dc091dcf39983919198909cc',
    '381c17c70c0b77860b7b38c03088771c',
    'aab80a3b777aaa460e4aa79786aaa0b4',
  ])('accepts %s, a generated value with many repeated characters', (value) => {
    expect(secretWeakness(value)).toBeNull();
    expect(secretBits(value)).toBeGreaterThan(MIN_SECRET_BITS + 20);
  });

  it.each([
    ['k'.repeat(32), /too predictable \(about 0 bits/],
    ['abcdefghijklmnopqrstuvwxyz012345', /too predictable/],
    ['0123456789abcdef0123456789abcdef', /too predictable/],
    ['aaaabbbbccccddddeeeeffff00001111', /too predictable/],
    ['abcdabcdabcdabcdabcdabcdabcdabcd', /too predictable/],
    ['passw0rdpassw0rdpassw0rdpassw0rd', /repeats "passw0rd"/],
    ['Xq7!Xq7!Xq7!Xq7!Xq7!Xq7!Xq7!Xq7!Xq7!', /repeats "Xq7!"|too predictable/],
  ])('refuses %s, made up by hand', (value, reason) => {
    expect(secretWeakness(value)).toMatch(reason);
  });

  it('finds the shortest repeated piece, and none in a value that only starts to repeat', () => {
    expect(repeatedPiece('ab'.repeat(16))).toBe('ab');
    expect(repeatedPiece('abcabcabcab')).toBe('abc');
    expect(repeatedPiece('abcabcabcxy')).toBeNull();
    expect(repeatedPiece('a')).toBeNull();
  });
});
