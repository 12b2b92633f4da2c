import { randomUUID } from 'node:crypto';
import { testAppPerFile } from './test-app';
import { bearer, signInAs } from './auth-testing';

/**
 * the requests of the attacker's sweep that got a 5xx, each a 4xx now. NUL bytes that reached
 * PostgreSQL, non-UUID ids cast to uuid, and numbers that overflowed past the schema's bounds.
 */
const ctx = testAppPerFile();
const MAMBO = '/api/mambo/v1/keystonerv_production';
const NORTHPASS = '/api/northpass/v1';
let auth: Record<string, string>;
let rewardsId: string;
let personId: string;

beforeAll(async () => {
  auth = bearer((await signInAs(ctx().app, 'salesperson')).token);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: auth });
  rewardsId = (await get(`${MAMBO}/user/validate`)).json().uuid;
  personId = (await get(`${NORTHPASS}/krv/people/validate`)).json().id;
});

/** Sends `payload` as JSON unless it is empty; signed in as the demo salesperson. */
async function send(method: string, url: string, payload = '') {
  const headers = { ...auth, ...(payload ? { 'content-type': 'application/json' } : {}) };
  return ctx().app.inject({ method: method as 'GET', url, headers, payload: payload || undefined });
}

describe('a NUL byte is a 400 naming the field, before it reaches PostgreSQL', () => {
  it.each([
    ['GET', '/api/content/v1/search?q=%00', '', 'q'],
    ['GET', '/api/geo?location=%00', '', 'location'],
    ['PUT', '/api/auth/me', '{"firstName":"a\\u0000b"}', 'firstName'],
    ['PUT', '/api/auth/me', '"a\\u0000b"', 'body'],
    ['GET', '/api/ax/v1/lines/details/a%00b', '', 'id'],
  ])('%s %s %s', async (method, url, payload, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field });
  });

  it('in the tags of the tagged activities', async () => {
    const res = await send('GET', `${MAMBO}/users/${rewardsId}/activities/tagged?tags=%00`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('tags');
  });
});

describe('an id that is not a UUID never reaches a uuid column', () => {
  it("answers a course id of 0 with the spec's 'Invalid Northpass uuid' (400)", async () => {
    const res = await send('GET', `${NORTHPASS}/courses/0`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Northpass uuid', field: 'id' });
  });

  it('answers a quiz attempt at an unknown course 404, of a malformed one 400', async () => {
    expect((await send('POST', `${NORTHPASS}/people/${personId}/courses/${randomUUID()}/quiz-attempts`, '{"answers":[0]}')).statusCode).toBe(404);
    const malformed = await send('POST', `${NORTHPASS}/people/${personId}/courses/0/quiz-attempts`, '{"answers":[0]}');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('courseId');
  });
});

describe('a number past its bounds is a 400 naming the field', () => {
  it.each([
    ['GET', `${MAMBO}/users/{rewardsId}/activities?page=99999999999999999999`, '', 'page'],
    ['GET', '/api/site-search/v1/searches?query=awning&page=99999999999999999999', '', 'page'],
    ['GET', '/api/site-search/v1/searches?query=awning&page=1e309', '', 'page'],
    ['GET', '/api/inventory/v1/units?zip=46526&radius=1e309', '', 'radius'],
    ['POST', '/api/web/dealer/search', '{"zip":"46526","radius":1e309}', 'radius'],
    ['GET', '/api/web/form/buildprice/models/1234AB/options?year=1e309', '', 'year'],
    ['GET', '/api/inventory/v1/build-matches?floorplan=1234AB&zip=46526&year=1e309', '', 'year'],
    ['POST', '/api/search/v1/models', '{"filters":{"models":{"price":{"from":1e309}}}}', 'filters.models.price.from'],
  ])('%s %s %s', async (method, url, payload, field) => {
    const res = await send(method, url.replace('{rewardsId}', rewardsId), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field });
  });
});

describe('what the fuzzer found besides', () => {
  it('searches dealers from a subnormal latitude as from 0 (it underflowed the distance maths: a 500)', async () => {
    const res = await send('POST', '/api/web/dealer/search', '{"latitude":-5e-324,"longitude":0}');
    expect(res.statusCode).toBe(200);
    expect(res.json().Origin).toMatchObject({ Latitude: 0, Longitude: 0 });
  });

  it('draws an avatar for a name with an empty word (`-a.svg` threw)', async () => {
    expect((await send('GET', '/api/media/avatar/-a.svg')).statusCode).toBe(200);
  });
});
