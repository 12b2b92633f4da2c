import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR, normalizeSecondFactorCode, secondFactorCodeKind } from '@rv/domain/account';
import type { StaffEnrolment } from '@rv/domain/auth';
import type { Database } from '../../db/database';

/** The staff second factor's storage and checks: TOTP through the otpauth library, recovery codes hashed. */

export interface SecondFactorRow { id: string; username: string; totp_secret: string | null; totp_confirmed_at: Date | null; totp_last_step: string | null }

const totpOf = (username: string, base32: string) => new TOTP({
  issuer: SECOND_FACTOR.issuer, label: username, algorithm: SECOND_FACTOR.algorithm, digits: SECOND_FACTOR.digits,
  period: SECOND_FACTOR.periodSeconds, secret: Secret.fromBase32(base32),
});

/** The SHA-256 of a recovery code as issued: the codes are random (50 bits), so a fast hash is enough. */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(normalizeSecondFactorCode(code)).digest('hex');

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomGroup = () => Array.from({ length: 5 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');

/**
 * Starts (or restarts) enrolment: a new secret, pending until confirmed by a right code, and ten new
 * recovery codes replacing any earlier ones. Answers what is shown once.
 */
export async function startEnrolment(db: Database, staffId: string, username: string): Promise<StaffEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const recoveryCodes = Array.from({ length: SECOND_FACTOR.recoveryCodeCount }, () => `${randomGroup()}-${randomGroup()}`);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE staff_accounts SET totp_secret = $2, totp_confirmed_at = NULL, totp_last_step = NULL WHERE id = $1', [staffId, secret]);
    await storeRecoveryCodes(tx, staffId, recoveryCodes);
  });
  return { secret, otpauthUrl: totpOf(username, secret).toString(), recoveryCodes };
}

/** Replaces an account's recovery codes with these (hashed); also used by the seed for the demo staff. */
export async function storeRecoveryCodes(db: Database, staffId: string, codes: readonly string[]): Promise<void> {
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
  await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])', [staffId, codes.map(recoveryCodeHash)]);
}

/**
 * Whether the typed code proves the second factor, spending it: an app code of this step (or one either
 * side) newer than the last one used, which also confirms a pending secret; or, once confirmed, an unused
 * recovery code. Each UPDATE is conditional, so two requests racing with one code cannot both pass.
 */
export async function spendSecondFactor(db: Database, account: SecondFactorRow, typed: string, now = Date.now()): Promise<boolean> {
  if (!account.totp_secret) return false;
  const kind = secondFactorCodeKind(typed);
  const code = normalizeSecondFactorCode(typed);
  if (kind === 'totp') {
    const delta = totpOf(account.username, account.totp_secret).validate({ token: code, timestamp: now, window: SECOND_FACTOR.driftSteps });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / SECOND_FACTOR.periodSeconds) + delta;
    const { rows } = await db.query(
      `UPDATE staff_accounts SET totp_last_step = $2, totp_confirmed_at = coalesce(totp_confirmed_at, now())
       WHERE id = $1 AND totp_secret = $3 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`, [account.id, step, account.totp_secret]);
    return rows.length === 1;
  }
  if (kind !== 'recovery' || !account.totp_confirmed_at) return false;
  const { rows } = await db.query(
    'UPDATE staff_recovery_codes SET used_at = now() WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING staff_id', [account.id, recoveryCodeHash(code)]);
  return rows.length === 1;
}
