import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BOT_CHECK_MESSAGES, type BotCheckChallenge, type BotCheckSolution } from '@rv/domain/forms';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';

/**
 * The self-hosted bot check (ALTCHA-style proof of work). A challenge is stateless: its salt carries
 * the expiry and the HMAC signature proves we issued it, so any replica can verify it. Only the
 * "already used" list needs the database.
 */
export interface BotCheckSettings {
  secret: string;
  /** Upper bound of the secret number; the browser hashes about half of it on average. */
  maxNumber: number;
  ttlSeconds: number;
}

/** `secret` is the configured or generated BOT_CHECK_SECRET (never derived from another secret). */
export function botCheckSettings(secret: string, env: NodeJS.ProcessEnv = process.env): BotCheckSettings {
  return {
    secret,
    maxNumber: Number(env.BOT_CHECK_MAX_NUMBER ?? 50_000),
    ttlSeconds: Number(env.BOT_CHECK_TTL_SECONDS ?? 600),
  };
}

export const BOT_CHECK_FIELD_NAME = 'g-recaptcha-response';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sign = (secret: string, challenge: string) => createHmac('sha256', secret).update(challenge).digest('hex');
const forbidden = (message: string) => new HttpError(403, message, BOT_CHECK_FIELD_NAME);

export function createChallenge(settings: BotCheckSettings, now = Date.now()): BotCheckChallenge {
  const expires = Math.floor(now / 1000) + settings.ttlSeconds;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = randomBytes(4).readUInt32BE(0) % (settings.maxNumber + 1);
  const challenge = sha256(`${salt}${number}`);
  return { algorithm: 'SHA-256', challenge, maxnumber: settings.maxNumber, salt, signature: sign(settings.secret, challenge) };
}

export interface VerifiedSolution {
  signature: string;
  expiresAt: Date;
}

function decode(token: string): BotCheckSolution | undefined {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Checks the proof of work, our signature and the expiry; throws the 403 of the spec's bot-check flow. */
export function verifySolution(settings: BotCheckSettings, token: unknown, now = Date.now()): VerifiedSolution {
  if (typeof token !== 'string' || token.trim() === '') throw forbidden(BOT_CHECK_MESSAGES.missing);
  const solution = decode(token.trim());
  if (!solution || solution.algorithm !== 'SHA-256' || typeof solution.salt !== 'string'
    || typeof solution.challenge !== 'string' || typeof solution.signature !== 'string' || !Number.isInteger(solution.number)) {
    throw forbidden(BOT_CHECK_MESSAGES.invalid);
  }
  const expected = Buffer.from(sign(settings.secret, solution.challenge));
  const given = Buffer.from(solution.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forbidden(BOT_CHECK_MESSAGES.invalid);
  if (sha256(`${solution.salt}${solution.number}`) !== solution.challenge) throw forbidden(BOT_CHECK_MESSAGES.invalid);
  const expires = Number(new URLSearchParams(solution.salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isFinite(expires) || expires <= 0) throw forbidden(BOT_CHECK_MESSAGES.invalid);
  if (expires * 1000 <= now) throw forbidden(BOT_CHECK_MESSAGES.expired);
  return { signature: solution.signature, expiresAt: new Date(expires * 1000) };
}

/**
 * Spends a verified solution in the caller's transaction (the one that stores what it guards): a second use
 * is the 403 "already used", which rolls that transaction back. Spent rows past their expiry are pruned here.
 */
export async function spendSolution(db: Database, solution: VerifiedSolution): Promise<void> {
  await db.query('DELETE FROM bot_check_spent WHERE expires_at < now()');
  const { rows } = await db.query(
    'INSERT INTO bot_check_spent (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature',
    [solution.signature, solution.expiresAt.toISOString()],
  );
  if (rows.length === 0) throw forbidden(BOT_CHECK_MESSAGES.reused);
}
