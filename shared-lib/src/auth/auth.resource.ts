import { isAxiosError } from 'axios';
import { serviceClient } from '../api/http-client';
import { DEALER_CONTEXT } from '@rv/domain/auth';
import { authFailureReason } from '@rv/domain/auth';
import type { DealerUser, LoggedInUser } from '@rv/domain/auth';

/** The auth calls of dealer spec (the calls) on the middleware service (base /api). */

const client = () => serviceClient('middleware');
/**
 * Calls made without a session (sign-in, links, refresh) never carry a stale bearer token, so their
 * 401 means "wrong password / bad link" and does not trip the client's "401 logs out" rule.
 */
const noBearer = { headers: { Authorization: false } };

/** Spec (error catalogue): reject with the server's response data, or 'System Unavailable' when there is none. */
async function orFailureReason<T>(call: Promise<{ data: T }>): Promise<T> {
  try {
    return (await call).data;
  } catch (error) {
    throw authFailureReason(isAxiosError(error) ? error.response?.data : undefined);
  }
}

/** A person-readable line for a rejection of these calls (the API's `message`, else the text itself). */
export function authFailureMessage(reason: unknown): string {
  if (typeof reason === 'string' && reason) return reason;
  const message = (reason as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'System Unavailable';
}

export interface TokenInfo {
  username: string;
  roles: string[];
  exp: number;
}

export interface PasswordForm {
  username: string;
  password: string;
  passwordConfirm: string;
}

/** POST /auth/signin. */
export const signIn = (username: string, password: string) =>
  orFailureReason(client().post<LoggedInUser>('/auth/signin', { username, password, context: DEALER_CONTEXT }, noBearer));

/** POST /auth/token/refresh: the refresh token is single use; the answer carries its successor. */
export const refreshTokens = (refreshToken: string) =>
  orFailureReason(client().post<LoggedInUser>('/auth/token/refresh', { refreshToken }, noBearer));

/**
 * GET /auth/token: whether the access token is still good. A 401 is an answer here, not an error,
 * so the client's "401 logs out" rule does not end a session a refresh could still save (spec: states and transitions, idle).
 */
export async function validateToken(token: string): Promise<TokenInfo | null> {
  const response = await client().get<TokenInfo>('/auth/token', {
    headers: { Authorization: `Bearer ${token}` },
    validateStatus: (status) => status === 200 || status === 401 || status === 403,
  });
  return response.status === 200 ? response.data : null;
}

/** POST /auth/logout: revokes the refresh token; the local session ends whatever the answer. */
export async function logoutSession(refreshToken: string | null): Promise<void> {
  await client().post('/auth/logout', refreshToken ? { refreshToken } : {});
}

/** POST /auth/register/token: e-mails a registration link (202 whether or not the user exists). */
export const requestRegistrationLink = (username: string) =>
  orFailureReason(client().post<{ message: string }>('/auth/register/token', { username, context: DEALER_CONTEXT }, noBearer));

/** GET /auth/username/{username}: the registration form's username check (well formed or a 400; never whether the account exists). */
export const checkUsername = (username: string) =>
  orFailureReason(client().get<{ username: string }>(`/auth/username/${encodeURIComponent(username)}`, noBearer));

/** POST /auth/register?token=: sets the first password; the answer signs the user in. */
export const register = (token: string, form: PasswordForm) =>
  orFailureReason(client().post<LoggedInUser>('/auth/register', { ...form, context: DEALER_CONTEXT }, { params: { token }, ...noBearer }));

/** POST /auth/password/token: e-mails a password-reset link (202 whether or not the user exists). */
export const requestPasswordResetLink = (username: string) =>
  orFailureReason(client().post<{ message: string }>('/auth/password/token', { username, context: DEALER_CONTEXT }, noBearer));

/** GET /auth/password/token?token=: whether a reset (or registration) link can still be used. */
export const inspectLinkToken = (token: string) =>
  orFailureReason(client().get<TokenInfo>('/auth/password/token', { params: { token }, ...noBearer }));

/** PUT /auth/password?token=: sets a new password; the answer signs the user in. */
export const resetPassword = (token: string, form: PasswordForm) =>
  orFailureReason(client().put<LoggedInUser>('/auth/password', { ...form, context: DEALER_CONTEXT }, { params: { token }, ...noBearer }));

/** PUT /auth/me: first and last name; a refusal rejects with the server's answer (its message and field). */
export const updateMe = (names: { firstName?: string; lastName?: string }) => orFailureReason(client().put<DealerUser>('/auth/me', names));

/** PUT /auth/me/attribute {code, value}: FIRST_TIME_MODAL_DISPLAYED or NORTHPASS_USER_ID. */
export const setMyAttribute = async (code: string, value: string) =>
  (await client().put<DealerUser>('/auth/me/attribute', { code, value })).data;
