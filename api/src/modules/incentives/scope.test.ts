import type { ProgramLine } from '@rv/domain/dealer';
import type { Model, SearchResponse } from '@rv/domain/catalog';
import { listingFilters } from '@rv/domain/catalog';
import { brandByCode } from '@rv/domain';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../../../test/auth-testing';

/**
 * who may read spiff lines (the spiff right), the Location select's dealership scope, whose
 * line each is, and lines that name only floorplans of the dealer's own catalogue.
 */
jest.setTimeout(120_000);

const LISTS = ['approved', 'processed', 'pending', 'completed'] as const;

describe(`incentives: spiff right, dealership scope, catalogue (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const tokens: Record<string, string> = {};
  const brandLists: Record<string, string[]> = {};
  beforeAll(async () => {
    for (const name of ['salesperson', 'manager', 'teammate', 'otherDealership', 'noSpiffs'] as const) {
      const user = await signInAs(ctx().app, name);
      tokens[name] = user.token;
      brandLists[name] = user.organizations.flatMap((o) => o.brandList.split(',').map((c) => c.trim()).filter(Boolean));
    }
  });
  const get = (url: string, token: string) => ctx().app.inject({ method: 'GET', url, headers: bearer(token) });
  const lines = async (token: string, query = ''): Promise<ProgramLine[]> =>
    (await Promise.all(LISTS.map(async (list) => (await get(`/api/ax/v1/lines/${list}${query}`, token)).json() as ProgramLine[]))).flat();

  it.each(['/api/ax/v1/lines/approved', '/api/ax/v1/lines/processed', '/api/ax/v1/lines/pending', '/api/ax/v1/lines/completed',
    '/api/ax/v1/lines/stats/all', '/api/ax/v1/lines?status=1', '/api/ax/v1/lines/details/5637150000', '/api/ax/v1/spiff/claim/5637150000',
    '/api/ax/v1/alert/mark/5637150000'])('refuses %s to a user without the spiff right (403)', async (url) => {
    const res = await get(url, tokens.noSpiffs);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Spiffs are disabled for your dealership.');
  });

  it('still tells a user without the spiff right that spiffs are off (GET /ax/v1/user)', async () => {
    const res = await get('/api/ax/v1/user', tokens.noSpiffs);
    expect(res.statusCode).toBe(200);
    expect(res.json().parmSpiffsEnabled).toBe(false);
  });

  it("gives no 'New approved spiffs' notification to a user without the spiff right", async () => {
    const headers = bearer(tokens.noSpiffs);
    const { uuid } = (await ctx().app.inject({ method: 'GET', url: '/api/mambo/v1/keystonerv_production/user/validate', headers })).json();
    const notes: Array<{ message: string }> = (await ctx().app.inject({ method: 'GET', url: `/api/mambo/v1/keystonerv_production/users/${uuid}/notifications`, headers })).json();
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.map((n) => n.message).join('\n')).not.toMatch(/spiff/i);
    const salesUuid = (await ctx().app.inject({ method: 'GET', url: '/api/mambo/v1/keystonerv_production/user/validate', headers: bearer(tokens.salesperson) })).json().uuid;
    const salesNotes: Array<{ message: string }> = (await ctx().app.inject({ method: 'GET', url: `/api/mambo/v1/keystonerv_production/users/${salesUuid}/notifications`, headers: bearer(tokens.salesperson) })).json();
    expect(salesNotes.map((n) => n.message)).toContain('New approved spiffs are waiting to be claimed in Incentives.');
  });

  it("scopes a manager's lines and totals to the dealership chosen in the Location select", async () => {
    const all = await lines(tokens.manager);
    expect(new Set(all.map((l) => l.parmAccountNum))).toEqual(new Set(['D1001', 'D1002']));
    for (const number of ['D1001', 'D1002']) {
      const scoped = await lines(tokens.manager, `?dealership=${number}`);
      expect(scoped.length).toBe(all.filter((l) => l.parmAccountNum === number).length);
      expect(scoped.every((l) => l.parmAccountNum === number)).toBe(true);
      const stats = (await get(`/api/ax/v1/lines/stats/all?dealership=${number}`, tokens.manager)).json();
      const approved = scoped.filter((l) => l.parmProgramLineStatus === 1);
      expect(stats.approved).toEqual({ count: approved.length, amount: approved.reduce((t, l) => t + l.parmProgramAmount, 0) });
    }
    const queried: ProgramLine[] = (await get('/api/ax/v1/lines?status=approved&dealership=D1002', tokens.manager)).json();
    expect(queried.length).toBeGreaterThan(0);
    expect(queried.every((l) => l.parmAccountNum === 'D1002')).toBe(true);
  });

  it("refuses a dealership that is not the user's (403) and a malformed one (400), naming the problem", async () => {
    for (const url of ['/api/ax/v1/lines/approved?dealership=D1002', '/api/ax/v1/lines/stats/all?dealership=D1004', '/api/ax/v1/lines?status=1&dealership=D1004']) {
      const res = await get(url, tokens.salesperson);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This dealership is not one of yours.');
    }
    const bad = await get('/api/ax/v1/lines/approved?dealership=%3Cscript%3E', tokens.salesperson);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/dealership/);
  });

  it('names the salesperson of every line', async () => {
    const all = await lines(tokens.manager, '?dealership=D1001');
    const own = all.filter((l) => l.parmSalesPersonId === 'SP-D1001-01');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((l) => l.parmSalesPersonName === 'Sam Sellers')).toBe(true);
    expect(all.every((l) => l.parmSalesPersonName.length > 0)).toBe(true);
  });

  it.each(['salesperson', 'manager', 'teammate', 'otherDealership'])("names only floorplans of %s's own catalogue on every line", async (name) => {
    const groups = [...new Set(brandLists[name].map((code) => brandByCode(code)?.group ?? code))];
    const seen = new Set<string>();
    for (const group of groups) {
      for (let from = 0; ; from += 200) {
        const res = await ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: { size: 200, from, filters: listingFilters({ brandGroups: [group], dealer: true }) } });
        const page: SearchResponse<Model> = res.json();
        page.docs.forEach((m) => seen.add(`${m.brandName}|${m.referenceId}`));
        if (from + 200 >= page.total.value) break;
      }
    }
    const all = await lines(tokens[name]);
    expect(all.length).toBeGreaterThan(0);
    const missing = all.filter((l) => !seen.has(`${l.parmItemGroupId}|${l.parmItemId}`)).map((l) => `${l.parmItemGroupId} ${l.parmItemId}`);
    expect(missing).toEqual([]);
  });
});
