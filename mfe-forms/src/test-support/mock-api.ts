import { createHash, webcrypto } from 'node:crypto';
import { resetServiceClients, serviceClient } from '@rv/shared-lib';

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
}

/** A challenge with a small number so tests solve it at once; the API's are larger. */
export function testChallenge(number = 3) {
  const salt = 'test-salt?expires=9999999999';
  return { algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'), maxnumber: 10, salt, signature: 'sig' };
}

/** jsdom has no Web Crypto digest; the browser has. Tests use Node's, so the real solver runs. */
function installWebCrypto() {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

const DEFAULTS: Record<string, MockHandler> = {
  'GET /api/bot-check/challenge': { status: 200, data: testChallenge() },
  'GET /api/content/v1/single/site_settings': { status: 200, data: { data: {} } },
};

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
 * Answers every service client's requests from a table keyed 'METHOD /api/path' (no query), so
 * components run their real resources end to end without a server. Returns the request log.
 */
export function mockApi(routes: Record<string, MockHandler>): MockRequest[] {
  installWebCrypto();
  // jsdom does not implement scrolling; forms scroll to the top on success (spec §4).
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
    const reply = typeof handler === 'function' ? await handler(request) : handler ?? { status: 404, data: { message: `no mock for ${method} ${path}` } };
    if (reply === 'pending') return new Promise(() => undefined);
    if (reply === 'network-error') return Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config }));
    if (reply.status >= 400) {
      return Promise.reject(Object.assign(new Error(`Request failed with status code ${reply.status}`), { isAxiosError: true, config, response: { status: reply.status, data: reply.data, headers: {}, config } }));
    }
    return { data: reply.data, status: reply.status, statusText: 'OK', headers: {}, config, request: {} };
  };
  for (const service of ['middleware', 'content', 'search', 'siteSearch'] as const) {
    (serviceClient(service).defaults as { adapter: unknown }).adapter = adapter;
  }
  return log;
}

/** The requests to one endpoint. */
export const requestsTo = (log: MockRequest[], key: string) => log.filter((r) => `${r.method} ${r.path}` === key);

/** A form's 200. */
export const accepted = (referenceId = 'ref-1', duplicate = false) => ({ status: 200, data: { success: true, referenceId, duplicate } });
