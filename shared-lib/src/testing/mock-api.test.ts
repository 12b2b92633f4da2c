import { isAxiosError } from 'axios';
import { serviceClient } from '../api/http-client';
import { fetchSingle } from '../api/content.resource';
import { solveChallenge } from '@rv/domain/forms';
import { mockApi, requestsTo, testChallenge, testJwt } from './mock-api';

/** The rejection of a call, for asserting on it. */
const failureOf = (call: Promise<unknown>) => call.then(() => { throw new Error('the call succeeded'); }, (error: unknown) => error);

describe('mockApi', () => {
  it('answers a mocked call with the configured data and logs the request as the API would see it', async () => {
    const log = mockApi({ 'POST /api/geo': { status: 200, data: { city: 'Goshen' } } });
    const response = await serviceClient('middleware').post('/geo', { zip: '46526' }, { params: { country: 'US' } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ city: 'Goshen' });
    expect(requestsTo(log, 'POST /api/geo')).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/geo', params: { country: 'US' }, body: { zip: '46526' } }),
    ]);
  });

  it('answers every service client, and a handler sees the request', async () => {
    mockApi({ 'GET /api/search/v1/models': ({ params }) => ({ status: 200, data: { brand: params.brand } }) });
    expect((await serviceClient('search').get('/models', { params: { brand: 'MO' } })).data).toEqual({ brand: 'MO' });
  });

  it('fails an unmocked call with a 404 that names the missing route', async () => {
    const log = mockApi({});
    const error = await failureOf(serviceClient('middleware').get('/dealers/D1'));
    expect(isAxiosError(error)).toBe(true);
    expect(isAxiosError(error) && error.response?.status).toBe(404);
    expect(isAxiosError(error) && error.response?.data).toMatchObject({ message: 'no mock for GET /api/dealers/D1' });
    expect(requestsTo(log, 'GET /api/dealers/D1')).toHaveLength(1);
  });

  it('fails 4xx and 5xx replies with their data, unless the request accepts the status', async () => {
    mockApi({ 'POST /api/auth/signin': { status: 401, data: { message: 'Invalid username or password.' } } });
    const error = await failureOf(serviceClient('middleware').post('/auth/signin', {}));
    expect(isAxiosError(error) && error.response).toMatchObject({ status: 401, data: { message: 'Invalid username or password.' } });
    const accepted = await serviceClient('middleware').post('/auth/signin', {}, { validateStatus: (status) => status === 401 });
    expect(accepted.status).toBe(401);
  });

  it('rejects as a network failure on request', async () => {
    mockApi({ 'GET /api/geo': 'network-error' });
    const error = await failureOf(serviceClient('middleware').get('/geo'));
    expect(isAxiosError(error) && error.code).toBe('ERR_NETWORK');
  });

  it('answers site settings and a solvable bot-check challenge by default', async () => {
    mockApi({});
    expect(await fetchSingle('site_settings')).toEqual({ data: {} });
    const challenge = (await serviceClient('middleware').get('/bot-check/challenge')).data;
    expect(challenge).toEqual(testChallenge());
    await expect(solveChallenge(challenge)).resolves.toMatchObject({ number: 3 });
  });
});

describe('testJwt', () => {
  it('carries the claims in a JWT-shaped token', () => {
    const [, payload, signature] = testJwt({ sub: 'demo.sales', exp: 1 }).split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({ sub: 'demo.sales', exp: 1 });
    expect(signature).toBe('sig');
  });
});
