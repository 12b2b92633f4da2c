import { act, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { PageState } from '@rv/ui-kit';
import { configureAuth } from './bearer-auth';
import { resetServiceClients, serviceClient } from './http-client';
import { useResource } from './use-resource';

type Reply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error' | 'timeout';

/** Answers the content client from a queue of replies, one per call, and records each call. */
function answerWith(...replies: Reply[]) {
  const calls: Array<{ method: string; url: string; authorization: unknown }> = [];
  const adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', authorization: config.headers.get('Authorization') });
    const reply = replies.shift() ?? { status: 200, data: 'late answer' };
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (reply === 'timeout') throw new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config, {});
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(reply.headers ?? {}), config };
    if (reply.status < 400) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  (serviceClient('content').defaults as { adapter: unknown }).adapter = adapter;
  return calls;
}

/** A content page as every remote draws one: loading, the error page with Try again, or its text. */
function Page() {
  const state = useResource('page:about', () => serviceClient('content').get<string>('/documents/page/about').then((r) => r.data));
  return <PageState state={state}>{(text) => <p>{text}</p>}</PageState>;
}

const advance = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });
const loading = () => screen.queryByText('Loading the page…');
const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });

describe('the read retry policy of every service client', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetServiceClients();
  });
  afterEach(() => {
    jest.useRealTimers();
    resetServiceClients();
    configureAuth({ sessionToken: async () => null, renewedToken: async () => null });
  });

  it('sends a read again after a 503 and a network error, backing off, and shows the page without an error', async () => {
    const calls = answerWith({ status: 503 }, 'network-error', { status: 200, data: 'About us' });
    render(<Page />);
    await advance(0);
    expect(calls).toHaveLength(1);
    await advance(499);
    expect(calls).toHaveLength(1);
    expect(loading()).toBeInTheDocument();
    await advance(1);
    expect(calls).toHaveLength(2);
    await advance(999);
    expect(calls).toHaveLength(2);
    expect(tryAgain()).not.toBeInTheDocument();
    await advance(1);
    expect(calls).toHaveLength(3);
    expect(screen.getByText('About us')).toBeInTheDocument();
  });

  it('gives up after two retries: the page shows its error with Try again, which asks once more', async () => {
    const calls = answerWith({ status: 502 }, { status: 504 }, { status: 503 }, { status: 200, data: 'About us' });
    render(<Page />);
    await advance(1500);
    expect(calls).toHaveLength(3);
    expect(screen.getByText('This page could not be loaded. Please try again.')).toBeInTheDocument();
    await act(async () => tryAgain()!.click());
    await advance(0);
    expect(calls).toHaveLength(4);
    expect(screen.getByText('About us')).toBeInTheDocument();
  });

  it('never retries another 4xx, a timeout or a write', async () => {
    const calls = answerWith({ status: 404 });
    render(<Page />);
    await advance(5000);
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(tryAgain()).not.toBeInTheDocument();

    const timedOut = answerWith('timeout');
    await expect(serviceClient('content').get('/documents/page/slow')).rejects.toThrow('timeout');
    expect(timedOut).toHaveLength(1);

    const writes = answerWith({ status: 503 });
    const sent = serviceClient('content').post('/forms/lead', {});
    const failed = expect(sent).rejects.toThrow('503');
    await advance(5000);
    await failed;
    expect(writes).toHaveLength(1);
  });

  it('retries a POST that only reads (a search with a body), as the catalogue search sends it', async () => {
    const calls = answerWith({ status: 503 }, { status: 200, data: { docs: [] } });
    const search = serviceClient('content').post('/models', { size: 12 }, { read: true });
    await advance(500);
    await expect(search).resolves.toMatchObject({ data: { docs: [] } });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
  });

  it('waits as long as a 429 asks, within the cap, and fails at once when it asks for longer', async () => {
    const calls = answerWith({ status: 429, headers: { 'Retry-After': '3' } }, { status: 200, data: 'About us' });
    render(<Page />);
    await advance(2999);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    expect(screen.getByText('About us')).toBeInTheDocument();

    const tooLong = answerWith({ status: 429, headers: { 'Retry-After': '60' } });
    const read = serviceClient('content').get('/documents/page/busy');
    const failed = expect(read).rejects.toThrow('429');
    await advance(10_000);
    await failed;
    expect(tooLong).toHaveLength(1);
  });

  it('attaches the session token afresh to a retried read', async () => {
    const tokens = ['first-token', 'second-token'];
    configureAuth({ sessionToken: async () => tokens.shift() ?? null, renewedToken: async () => null });
    const calls = answerWith({ status: 503 }, { status: 200, data: 'ok' });
    const read = serviceClient('content').get('/dealers/me');
    await advance(500);
    await expect(read).resolves.toMatchObject({ data: 'ok' });
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer first-token', 'Bearer second-token']);
  });
});
