import { spawnSync } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { encodeSolution } from '@rv/domain/forms';
import { createTestDatabase, testAppPerFile, testDbKind } from '../../test/test-app';
import { loadConfig } from '../config';
import { ConfigError } from '../config-error';
import { migrate } from '../db/migrate';
import { signInAs } from '../../test/auth-testing';
import { VALID } from '../modules/forms/test-support';
import { KNOWN_SECRETS } from './secret-strength';
import { MIN_SECRET_BYTES, assertStrongSecret, resolveServerSecrets } from './server-secrets';

/** The constant the server used to sign with when JWT_SECRET was unset (before uploads moved to files). */
const OLD_CONSTANT = 'development-only-secret-change-me';

/** Signs by hand: the library refuses an empty key, which is one of the secrets an attacker would try. */
function forgeJwt(claims: object, secret: string, ttlSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + ttlSeconds })}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe(`server secrets (${testDbKind})`, () => {
  it('generates each unset secret once, keeps it in the database and shares it with every replica', async () => {
    const { db, dispose } = await createTestDatabase();
    try {
      await migrate(db);
      const logged: string[] = [];
      const log = { info: (message: string) => logged.push(message) };
      // Two replicas starting together on one database.
      const [first, second] = await Promise.all([resolveServerSecrets(db, {}, log), resolveServerSecrets(db, {}, log)]);
      expect(first).toEqual(second);
      expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(MIN_SECRET_BYTES);
      expect(first.botCheckSecret).not.toBe(first.jwtSecret);
      // A restart reads the same secrets and says nothing more.
      expect(await resolveServerSecrets(db, {}, log)).toEqual(first);
      expect(logged.filter((m) => m.startsWith('JWT_SECRET is not set'))).toHaveLength(1);
      expect(logged.filter((m) => m.startsWith('BOT_CHECK_SECRET is not set'))).toHaveLength(1);
    } finally {
      await dispose();
    }
  });

  it('refuses at start a configured secret shorter than 32 bytes, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET is 12 bytes long; it must be at least 32 bytes/);
    expect(() => loadConfig({ BOT_CHECK_SECRET: 'x'.repeat(31) })).toThrow(/BOT_CHECK_SECRET is 31 bytes long/);
    const generated = randomBytes(48).toString('base64');
    expect(loadConfig({ JWT_SECRET: generated }).jwtSecret).toBe(generated);
    expect(loadConfig({}).jwtSecret).toBe('');
  });

  it.each([
    ['the constant the server once signed with', OLD_CONSTANT, /JWT_SECRET is a value published in this repository/],
    ['one letter repeated', 'k'.repeat(32), /JWT_SECRET is too predictable \(about 0 bits/],
    ['a run of the alphabet', 'abcdefghijklmnopqrstuvwxyz012345', /JWT_SECRET is too predictable/],
    ['a made-up phrase', 'our-own-jwt-signing-secret-for-prod', /JWT_SECRET contains the word "secret"/],
    ['a short piece repeated', 'passw0rd'.repeat(4), /JWT_SECRET repeats "passw0rd"/],
  ])('refuses at start %s, naming the variable', (_name, value, message) => {
    expect(() => loadConfig({ JWT_SECRET: value })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: value })).toThrow(message);
    expect(() => loadConfig({ BOT_CHECK_SECRET: value })).toThrow(/^BOT_CHECK_SECRET /);
  });

  it('refuses every secret-like constant of the repository and accepts generated ones', () => {
    // Quoted values given to a *SECRET* name in any tracked file (docs, tests, compose files): each is refused.
    const grep = spawnSync('git', ['grep', '-hoiE', String.raw`[A-Z_]*secret[A-Z_]*['"]?\s*[:=]\s*['"][^'"$ ]{6,}['"]`], { cwd: path.join(__dirname, '..', '..', '..'), encoding: 'utf8' });
    // TOTP secrets (base32: the demo staff's, published like their passwords, and test vectors) are not server secrets.
    const found = [...grep.stdout.matchAll(/[:=]\s*['"]([^'"]+)['"]/g)].map((m) => m[1]).filter((v) => !/^[A-Z_]+$/.test(v) && !/^[A-Z2-7]{16,}$/.test(v));
    expect(found.length).toBeGreaterThan(0);
    for (const value of [...found, ...KNOWN_SECRETS]) expect(() => assertStrongSecret('JWT_SECRET', value)).toThrow(/^JWT_SECRET /);
  });

  describe('a server started with nothing set', () => {
    const ctx = testAppPerFile();

    it('refuses a token signed with a constant from the repository, for a year', async () => {
      const user = await signInAs(ctx().app, 'salesperson');
      const sid = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString()).sid;
      for (const secret of [OLD_CONSTANT, '', 'secret', 'change-me']) {
        const forged = forgeJwt({ sub: 'demo.sales', roles: ['DEALER'], sid }, secret, 365 * 24 * 3600);
        const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${forged}` } });
        expect(res.statusCode).toBe(401);
      }
      // The real token still works: the refusal is the signature's.
      expect((await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(200);
    });

    it('refuses a zero-work bot-check solution signed with a key derived from the old constant', async () => {
      const derived = createHmac('sha256', OLD_CONSTANT).update('bot-check').digest('hex');
      const salt = `forged?expires=${Math.floor(Date.now() / 1000) + 600}`;
      const challenge = createHash('sha256').update(`${salt}0`).digest('hex');
      const signature = createHmac('sha256', derived).update(challenge).digest('hex');
      const token = encodeSolution({ algorithm: 'SHA-256', challenge, number: 0, salt, signature });
      const res = await ctx().app.inject({
        method: 'POST', url: '/api/web/form/email/signup', payload: { ...VALID.newsletter, 'g-recaptcha-response': token },
      });
      expect(res.statusCode).toBe(403);
      const { rows } = await ctx().db.query<{ n: string }>('SELECT count(*) AS n FROM form_submissions');
      expect(Number(rows[0].n)).toBe(0);
    });
  });
});
