import { createHmac } from 'node:crypto';
import { TOKEN_TTL, signJwt, verifyJwt } from './tokens';

const SECRET = 'a-test-secret-of-at-least-32-bytes!!';
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token built by hand, so the tests can present what fast-jwt would never sign. */
function handMade(header: object, payload: object, secret = SECRET, algorithm = 'sha256'): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(algorithm, secret).update(input).digest('base64url')}`;
}

describe('JWT signing and checking', () => {
  const claims = { sub: 'demo.sales', roles: ['DEALER'], sid: 'session-1' };

  it('gives back the claims of a token it signed, with its lifetime', () => {
    const token = signJwt(claims, SECRET, TOKEN_TTL.access);
    const verified = verifyJwt(token, SECRET);
    expect(verified).toMatchObject(claims);
    expect(verified!.exp - verified!.iat).toBe(TOKEN_TTL.access);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256', typ: 'JWT' });
  });

  it('accepts a token signed before the library (the same HS256 header and signature)', () => {
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now(), exp: now() + 60 });
    expect(verifyJwt(token, SECRET)).toMatchObject(claims);
  });

  it('never signs or checks with an empty secret', () => {
    expect(() => signJwt(claims, '', 60)).toThrow();
    expect(verifyJwt(handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now(), exp: now() + 60 }, ''), '')).toBeNull();
  });

  it.each([
    ['expired', () => signJwt(claims, SECRET, 60, now() - 3600)],
    ['signed with another secret', () => signJwt(claims, 'another-secret-of-at-least-32-bytes!', 600)],
    ['with a changed payload', () => {
      const [header, , signature] = signJwt(claims, SECRET, 600).split('.');
      return `${header}.${b64({ ...claims, roles: ['ADMIN'], iat: now(), exp: now() + 600 })}.${signature}`;
    }],
    ['with alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now(), exp: now() + 600 })}.`],
    ['with another HMAC algorithm', () => handMade({ alg: 'HS512', typ: 'JWT' }, { ...claims, iat: now(), exp: now() + 600 }, SECRET, 'sha512')],
    ['without an expiry', () => handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now() })],
    ['without roles', () => handMade({ alg: 'HS256', typ: 'JWT' }, { sub: 'demo.sales', iat: now(), exp: now() + 600 })],
    ['that is not a JWT', () => 'not.a.jwt'],
  ])('refuses a token %s', (_case, token) => {
    expect(verifyJwt(token(), SECRET)).toBeNull();
  });
});
