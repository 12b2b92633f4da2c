import axios, { type AxiosInstance } from 'axios';
import { readRuntimeConfig, type ServiceUrls } from '../config/runtime-config';
import { yieldWhereSupported } from '../spa/next-task';
import { installBearerAuth } from './bearer-auth';
import { installReadRetries } from './read-retry';

export { configureAuth, type BearerAuth } from './bearer-auth';

type ServiceName = keyof ServiceUrls;

const clients = new Map<ServiceName, AxiosInstance>();

/** The one axios instance per service; components call *.resource.ts functions, never this directly. */
export function serviceClient(service: ServiceName): AxiosInstance {
  let client = clients.get(service);
  if (client) return client;
  // The API authenticates by bearer token, never by cookie, so it has no use for axios's XSRF header; with
  // withXSRFToken false axios also skips reading document.cookie and resolving the URL's origin for it on
  // every call (8 calls on the dealer dashboard's first load).
  client = axios.create({ baseURL: readRuntimeConfig().services[service], timeout: 15000, withXSRFToken: false });
  // axios runs request interceptors last-added first: the yield below, then the bearer token.
  installBearerAuth(client);
  installReadRetries(client);
  client.interceptors.request.use(async (request) => {
    // Where the browser can yield, each request is prepared and sent in a task of its own, so a page's burst
    // of calls is not one long task (docs/decisions.md); elsewhere (other browsers, jsdom) it goes at once.
    await yieldWhereSupported();
    return request;
  });
  clients.set(service, client);
  return client;
}

/** The API's error message (`{ message }`) or a fallback, for showing a failure to a person. */
export function errorMessage(error: unknown, fallback = 'System Unavailable'): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return fallback;
}

/**
 * The form field an API refusal names (a 400's or 409's `{ field }`), or null when it names none; with
 * `fields`, only one of those (a form marks the field it has, and shows the message above it otherwise).
 */
export function errorField(error: unknown, fields?: Iterable<string>): string | null {
  const named = (error as { response?: { data?: { field?: unknown } } } | null)?.response?.data?.field;
  if (typeof named !== 'string' || !named) return null;
  return !fields || new Set(fields).has(named) ? named : null;
}

export function errorStatus(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** Test seam: forget the instances so a new runtime config or adapter takes effect. */
export function resetServiceClients(): void {
  clients.clear();
}
