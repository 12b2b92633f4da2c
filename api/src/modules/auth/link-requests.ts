import type { Database } from '../../db/database';
import type { OutboxHandler } from '../../outbox/outbox';
import { resolveServerSecrets } from '../../secrets/server-secrets';
import { queueAlreadyRegisteredEmail, queueLinkEmail, type MailConfig } from './emails';
import { findUserByUsername, type UserRecord } from './repository';
import { insertOneTimeToken } from './token-repository';
import { TOKEN_TTL, newId, signJwt } from './tokens';

type LinkPurpose = 'REGISTRATION' | 'PASSWORDRESET';

/** Outbox topic of a link request: the work that depends on the account happens here, off the request. */
export const LINK_REQUEST_TOPIC = 'auth.link-request';

const LINK_TTL: Record<LinkPurpose, { seconds: number; words: string }> = {
  REGISTRATION: { seconds: TOKEN_TTL.registration, words: '7 days' },
  PASSWORDRESET: { seconds: TOKEN_TTL.passwordReset, words: '1 hour' },
};

/** Who may receive which link: registration before a password exists, reset after. */
const eligible = (user: UserRecord | null, purpose: LinkPurpose): user is UserRecord =>
  !!user && (purpose === 'REGISTRATION' ? !user.registered : user.registered);

/** The settings a link e-mail needs; an empty jwtSecret is the generated one, read from the database. */
export type LinkMailConfig = MailConfig & { jwtSecret: string };

/**
 * The outbox handler of link requests (account-service.ts queues them): looks the account up, and for an
 * eligible one records a single-use token and queues its e-mail in one transaction; a registration request
 * for a registered account gets an e-mail saying so; an unknown username gets nothing.
 */
export function linkRequestHandler(config: LinkMailConfig): OutboxHandler {
  let secret: Promise<string> | null = config.jwtSecret ? Promise.resolve(config.jwtSecret) : null;
  const secretOf = (db: Database) => (secret ??= resolveServerSecrets(db, {}).then((s) => s.jwtSecret));
  return async (message, db) => {
    const { purpose, usernameKey } = message.payload as { purpose: LinkPurpose; usernameKey: string };
    const user = await findUserByUsername(db, usernameKey);
    if (!user) return;
    if (!eligible(user, purpose)) {
      if (purpose === 'REGISTRATION') await queueAlreadyRegisteredEmail(db, config, user);
      return;
    }
    const jti = newId();
    const token = signJwt({ sub: user.username, roles: [purpose], jti }, await secretOf(db), LINK_TTL[purpose].seconds);
    await db.transaction(async (tx) => {
      await insertOneTimeToken(tx, { id: jti, userId: user.id, purpose, ttlSeconds: LINK_TTL[purpose].seconds });
      await queueLinkEmail(tx, config, user, purpose, token, LINK_TTL[purpose].words);
    });
  };
}
