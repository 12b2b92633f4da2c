import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DealerUser, Organization } from '@rv/domain/auth';
import type { ApiContext } from '../../app-types';
import { AUTH_ERRORS, forbidden, unauthorized } from './messages';
import { loadDealerUser } from './repository';
import { validateAccessToken } from './service';

/** The signed-in dealer user a guarded route works for. */
export interface AuthenticatedDealer extends DealerUser {
  /** users.id: for joins in other modules' SQL. */
  id: number;
  userType: string;
  roles: string[];
  sessionId: string;
  /** exp of the access token used, seconds since the epoch. */
  tokenExp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireDealer / requireManager; read it with currentDealer(request). */
    dealer?: AuthenticatedDealer;
  }
}

export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/**
 * The guards every dealer-only route uses (dealer spec: roles and permissions), built once per module from its context:
 *
 *   const { requireDealer, requireManager } = authGuards({ db, config });
 *   app.get('/ax/v1/user', { preHandler: requireDealer, schema }, async (request) => currentDealer(request));
 */
export function authGuards(ctx: ApiContext): { requireDealer: AuthGuard; requireManager: AuthGuard } {
  const requireDealer: AuthGuard = async (request, reply) => {
    if (request.dealer) return;
    const token = bearerToken(request);
    const session = token ? await validateAccessToken(ctx, token) : null;
    if (!session) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized(token ? AUTH_ERRORS.invalidToken : AUTH_ERRORS.signInRequired);
    }
    const profile = await loadDealerUser(ctx.db, session.user);
    request.dealer = { ...profile, id: session.user.id, userType: session.user.userType, roles: session.claims.roles, sessionId: session.sessionId, tokenExp: session.claims.exp };
  };

  // userType is read from the database on every request, so a demotion takes effect at once.
  const requireManager: AuthGuard = async (request, reply) => {
    await requireDealer(request, reply);
    if (!request.dealer?.manager) throw forbidden(AUTH_ERRORS.managersOnly);
  };

  return { requireDealer, requireManager };
}

/** The dealer set by the guard; a route that forgot the guard fails closed with 401. */
export function currentDealer(request: FastifyRequest): AuthenticatedDealer {
  if (!request.dealer) throw unauthorized(AUTH_ERRORS.signInRequired);
  return request.dealer;
}

/** Whether the dealership is one of the user's (a manager's include the dealerships managed). */
export function ownsDealership(dealer: Pick<DealerUser, 'organizations'>, dealershipNumber: string): boolean {
  return dealer.organizations.some((o) => o.dealershipNumber === dealershipNumber);
}

/** The user's organization with that number, or 403: a dealer sees only its own dealership's data. */
export function requireDealership(dealer: Pick<DealerUser, 'organizations'>, dealershipNumber: string): Organization {
  const organization = dealer.organizations.find((o) => o.dealershipNumber === dealershipNumber);
  if (!organization) throw forbidden(AUTH_ERRORS.notYourDealership);
  return organization;
}
