import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** How the service clients get the session's bearer token; the session module registers it (auth/session.ts). */
export interface BearerAuth {
  /** The token to send now: waits for a refresh under way, and refreshes first when the stored token has expired. */
  sessionToken(): Promise<string | null>;
  /** After a 401 to `rejected`: a newer token (refreshing once if need be), or null when the session is over. */
  renewedToken(rejected: string): Promise<string | null>;
}

let auth: BearerAuth = { sessionToken: async () => null, renewedToken: async () => null };

/** The token each request was sent with, when the client attached the session's own. */
const attached = new WeakMap<InternalAxiosRequestConfig, string>();

/** The session module registers how calls get a token and renew it after a 401. */
export function configureAuth(options: BearerAuth): void {
  auth = options;
}

/**
 * Attaches the session's bearer token to each call, and answers a 401 to it by renewing the token
 * once and sending the call again: calls in flight share one refresh, and only a failed
 * refresh ends the session. A call that names its own Authorization (sign-in, the refresh itself,
 * token checks) is left alone, and a retried call is never retried again.
 */
export function installBearerAuth(client: AxiosInstance): void {
  client.interceptors.request.use(async (request) => {
    if (request.headers.has('Authorization')) return request;
    const token = await auth.sessionToken();
    if (token) {
      request.headers.set('Authorization', `Bearer ${token}`);
      attached.set(request, token);
    }
    return request;
  });
  client.interceptors.response.use(undefined, async (error) => {
    const sentWith = axios.isAxiosError(error) && error.response?.status === 401 && error.config ? attached.get(error.config) : undefined;
    if (!sentWith || !error.config) throw error;
    const token = await auth.renewedToken(sentWith);
    if (!token) throw error;
    const headers = error.config.headers.toJSON() as Record<string, string>;
    return client.request({ ...error.config, headers: { ...headers, Authorization: `Bearer ${token}` } });
  });
}

/** A call's headers for sending it again: the session's token is left off, to be attached afresh; a call's own Authorization stays. */
export function headersForResend(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers = config.headers.toJSON() as Record<string, string>;
  if (!attached.has(config)) return headers;
  const { Authorization: _stale, ...rest } = headers;
  return rest;
}
