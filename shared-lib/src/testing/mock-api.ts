/**
 * Test support, never for production code: answers the shared-lib service clients (middleware,
 * content, search, siteSearch) from a route table, so component tests run their real
 * `*.resource.ts` calls without a server. Import it from `@rv/shared-lib/testing`;
 * it is deliberately not exported from shared-lib's index, so no bundle picks it up.
 */
import { createHash, webcrypto } from 'node:crypto';
import { resetServiceClients, serviceClient } from '../api/http-client';

/** One recorded request, as the API would see it. */
export interface MockRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

export type MockReply = { status: number; data?: unknown } | 'network-error' | 'pending';
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

interface AdapterConfig {
  method?: string;
  url?: string;
  baseURL?: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: { toJSON?: () => Record<string, string> } & Record<string, unknown>;
  validateStatus?: (status: number) => boolean;
}

/** A bot-check challenge with a small number so tests solve it at once; the API's are larger. */
export function testChallenge(number = 3) {
  const salt = 'test-salt?expires=9999999999';
  return { algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'), maxnumber: 10, salt, signature: 'sig' };
}

const segment = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An unsigned JWT-shaped token; the portal only reads claims, the API verifies. */
export const testJwt = (claims: Record<string, unknown>) => `${segment({ alg: 'HS256' })}.${segment(claims)}.sig`;

/** jsdom has no Web Crypto digest; the browser has. Tests use Node's, so the real bot-check solver runs. */
function installWebCrypto() {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

/** Answered unless a test's table says otherwise: the forms' bot check and the shared site settings load. */
const DEFAULTS: Record<string, MockHandler> = {
  'GET /api/bot-check/challenge': { status: 200, data: testChallenge() },
  'GET /api/content/v1/single/site_settings': { status: 200, data: { data: {} } },
};

/** JSON bodies parsed, FormData as a plain object of its parts, anything else as sent. */
async function parseBody(data: unknown): Promise<unknown> {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const parts: Record<string, unknown> = {};
    data.forEach((value, key) => { parts[key] = value; });
    return parts;
  }
  return data;
}

/**
 * Answers every service client's requests from a table keyed 'METHOD /api/path' (no query string),
 * so components run their real resources end to end without a server. A reply is a status and
 * data, 'network-error', 'pending' (never settles) or a function of the request. A request with
 * no entry gets a 404 whose message is `no mock for METHOD /api/path`. Statuses fail as axios
 * would: 400 and above, unless the request's own validateStatus accepts them.
 * Returns the request log, in order.
 */
export function mockApi(routes: Record<string, MockHandler>): MockRequest[] {
  installWebCrypto();
  // jsdom does not implement scrolling; forms scroll to the top on success (forms spec (states and transitions)).
  window.scrollTo = () => undefined;
  resetServiceClients();
  const log: MockRequest[] = [];
  const table = { ...DEFAULTS, ...routes };
  const adapter = async (config: AdapterConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const request: MockRequest = {
      method, path, params: config.params ?? {}, headers: config.headers?.toJSON?.() ?? {}, body: await parseBody(config.data),
    };
    log.push(request);
    const handler = table[`${method} ${path}`];
    const reply = typeof handler === 'function'
      ? await handler(request)
      : handler ?? { status: 404, data: { statusCode: 404, error: 'Not Found', message: `no mock for ${method} ${path}` } };
    if (reply === 'pending') return new Promise(() => undefined);
    if (reply === 'network-error') return Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config }));
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (!ok) {
      return Promise.reject(Object.assign(new Error(`Request failed with status code ${reply.status}`), {
        isAxiosError: true, config, response: { status: reply.status, data: reply.data, headers: {}, config },
      }));
    }
    return { data: reply.data, status: reply.status, statusText: 'OK', headers: {}, config, request: {} };
  };
  for (const service of ['middleware', 'content', 'search', 'siteSearch'] as const) {
    (serviceClient(service).defaults as { adapter: unknown }).adapter = adapter;
  }
  return log;
}

/** The requests to one endpoint, keyed like the table ('GET /api/geo'). */
export const requestsTo = (log: MockRequest[], key: string) => log.filter((r) => `${r.method} ${r.path}` === key);
