import { resetServiceClients, serviceClient, type LoggedInUser } from '@rv/shared-lib';

/** One recorded request, as the API would see it. */
export interface MockRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
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
  headers?: { toJSON?: () => Record<string, unknown> };
  validateStatus?: (status: number) => boolean;
}

/**
 * Answers every service client's requests from a table keyed 'METHOD /api/path' (no query), so
 * pages run their real resources end to end without a server. Returns the request log.
 */
export function mockApi(routes: Record<string, MockHandler>): MockRequest[] {
  resetServiceClients();
  const log: MockRequest[] = [];
  const adapter = async (config: AdapterConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request: MockRequest = { method, path, params: config.params ?? {}, headers: config.headers?.toJSON?.() ?? {}, body };
    log.push(request);
    const handler = routes[`${method} ${path}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler ?? { status: 404, data: { statusCode: 404, error: 'Not Found', message: `no mock for ${method} ${path}` } };
    if (reply === 'pending') return new Promise(() => undefined);
    if (reply === 'network-error') return Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config }));
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (!ok) {
      return Promise.reject(Object.assign(new Error(`Request failed with status code ${reply.status}`), { isAxiosError: true, config, response: { status: reply.status, data: reply.data, headers: {}, config } }));
    }
    return { data: reply.data, status: reply.status, statusText: 'OK', headers: {}, config, request: {} };
  };
  for (const service of ['middleware', 'content', 'search', 'siteSearch'] as const) {
    (serviceClient(service).defaults as { adapter: unknown }).adapter = adapter;
  }
  return log;
}

export const requestsTo = (log: MockRequest[], key: string) => log.filter((r) => `${r.method} ${r.path}` === key);

const segment = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An unsigned JWT-shaped token; the portal only reads claims, the API verifies. */
export const testJwt = (claims: Record<string, unknown>) => `${segment({ alg: 'HS256' })}.${segment(claims)}.sig`;
export const liveToken = (sub = 'demo.sales') => testJwt({ sub, roles: ['DEALER'], exp: Math.floor(Date.now() / 1000) + 900 });

/** demo.sales of the seed (api/src/modules/auth/DEMO-ACCOUNTS.md), with overrides. */
export function dealerUser(fields: Partial<LoggedInUser> = {}, disableSpiffs = 'false'): LoggedInUser {
  return {
    username: 'demo.sales', guid: 'guid-sales', firstName: 'Dana', lastName: 'Reyes', email: 'demo.sales@dealers.example.com', manager: false,
    token: liveToken(), refresh_token: 'refresh-1',
    organizations: [{
      dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV of Kalispell', brandList: 'CG,MO',
      attributes: [{ code: 'DISABLE_SPIFFS', value: disableSpiffs, name: 'Disable Spiffs', sequence: 1 }],
      addresses: [{ street: '1 Main St', city: 'Kalispell', state: 'MT', zip: '59901', country: 'US' }],
    }],
    attributes: [{ code: 'NORTHPASS_USER_ID', value: 'np-1', name: 'Northpass User Id', sequence: 1 }],
    ...fields,
  };
}
