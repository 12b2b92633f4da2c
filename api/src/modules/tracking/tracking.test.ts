import { testDbKind, testAppPerFile } from '../../../test/test-app';

describe(`first-party tracking (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });

  const eventCount = async () => Number((await ctx().db.query<{ n: string }>('SELECT count(*) AS n FROM tracking_events')).rows[0].n);

  it('issues a user id cookie for 365 days and a session id cookie for the browser session', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/tracking/session' });
    expect(res.statusCode).toBe(200);
    const { userUid, sessionUid } = res.json();
    const cookies = res.headers['set-cookie'] as string[];
    // HttpOnly: no script of the site reads them; not Secure on an http public origin.
    expect(cookies[0]).toBe(`rv_user_uid=${userUid}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
    expect(cookies[1]).toBe(`rv_session_uid=${sessionUid}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('keeps the ids the browser already has', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/tracking/session', headers: { cookie: 'rv_user_uid=user-1234abcd; rv_session_uid=sess-1234abcd' } });
    expect(res.json()).toEqual({ userUid: 'user-1234abcd', sessionUid: 'sess-1234abcd' });
  });

  it('treats a cookie that is not URL-encoded text as absent, not as a 500', async () => {
    for (const cookie of ['rv_user_uid=%E0%A4%A', 'rv_session_uid=%', 'constructor=x; __proto__=y']) {
      const res = await ctx().app.inject({ method: 'POST', url: '/api/tracking/session', headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('stores data-layer events, taking the ids from the cookies when the event has none', async () => {
    const res = await ctx().app.inject({
      method: 'POST', url: '/api/tracking/events', headers: { cookie: 'rv_user_uid=user-1234abcd; rv_session_uid=sess-1234abcd' },
      payload: { events: [
        { event: 'pageView', pagePath: '/product/montana' },
        { event: 'enterSearch', data: { searchTerm: 'bunkhouse' }, occurredAt: '2026-03-01T10:00:00.000Z', userUid: 'other-user-1' },
        { event: 'compareRvSubmit', data: { products: [{ brand: 'Montana', model: '3831RL', type: 'Fifth Wheel' }] } },
      ] },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 3 });
    const { rows } = await ctx().db.query<Record<string, unknown>>('SELECT event_name, user_uid, session_uid, page_path, data FROM tracking_events ORDER BY id');
    expect(rows).toEqual([
      { event_name: 'pageView', user_uid: 'user-1234abcd', session_uid: 'sess-1234abcd', page_path: '/product/montana', data: {} },
      { event_name: 'enterSearch', user_uid: 'other-user-1', session_uid: 'sess-1234abcd', page_path: null, data: { searchTerm: 'bunkhouse' } },
      expect.objectContaining({ event_name: 'compareRvSubmit' }),
    ]);
  });

  it.each([
    [{ events: [{ event: 'pageView' }, { event: 'madeUp' }] }, 'Invalid event', 'events.1.event'],
    [{ events: [{ event: 'pageView', data: { big: 'x'.repeat(9000) } }] }, 'Max length for data is 8192', 'events.0.data'],
    [{ events: [] }, undefined, 'events'],
  ])('answers 400 for %j and stores none of the batch', async (payload, message, field) => {
    const before = await eventCount();
    const res = await ctx().app.inject({ method: 'POST', url: '/api/tracking/events', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
    expect(await eventCount()).toBe(before);
  });
});

describe(`tracking cookies on an https site (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false, config: { publicBaseUrl: 'https://www.example.com', secureCookies: true } });

  it('marks them Secure because PUBLIC_BASE_URL is https, whatever the request says', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/tracking/session', headers: { 'x-forwarded-proto': 'http' } });
    for (const cookie of res.headers['set-cookie'] as string[]) expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('sends HSTS only there', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe(`an http site (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });

  it('sends no HSTS, even to a request forwarded as https', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
