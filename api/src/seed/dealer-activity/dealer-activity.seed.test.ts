import { PROGRAM_LINE_STATUS } from '@rv/domain/dealer';
import { testAppPerFile, testDbKind } from '../../../test/test-app';
import { createRandom } from '../random';
import { seeders } from '../index';
import { dealerActivitySeeder } from '.';

/** The seeded dealer activity: believable, complete for the demo dealerships, and quick. */
jest.setTimeout(120_000);

describe(`dealer activity seed (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });
  let seconds = 0;
  beforeAll(async () => {
    const { db, config } = ctx();
    const options = { companySlug: config.companySlug, companyName: config.companyName };
    for (const seeder of seeders) {
      const started = Date.now();
      await db.transaction((tx) => seeder.run(tx, createRandom(7), options));
      if (seeder === dealerActivitySeeder) seconds = (Date.now() - started) / 1000;
    }
  });

  it('runs in a couple of seconds', () => {
    expect(seconds).toBeLessThan(testDbKind === 'pglite' ? 4 : 3);
  });

  it('gives every demo dealership program lines in every status, PR- numbered, over 2025-2026', async () => {
    const { rows } = await ctx().db.query<{ dealership_number: string; statuses: number[]; first: string; bad: string }>(
      `SELECT dealership_number, array_agg(DISTINCT status ORDER BY status) AS statuses, min(sale_date)::text AS first,
         count(*) FILTER (WHERE program_id !~ '^PR-[0-9]+$' OR program_amount NOT IN (100, 150, 200, 300, 500)) AS bad
       FROM program_lines WHERE dealership_number IN ('D1001', 'D1002', 'D1004') GROUP BY dealership_number ORDER BY 1`,
    );
    expect(rows.map((r) => r.dealership_number)).toEqual(['D1001', 'D1002', 'D1004']);
    for (const row of rows) {
      expect(row.statuses.map(Number)).toEqual(Object.values(PROGRAM_LINE_STATUS).sort());
      expect(row.first < '2026-01-01').toBe(true);
      expect(Number(row.bad)).toBe(0);
    }
    const claimed = await ctx().db.query(`SELECT count(*) AS n FROM program_lines WHERE status IN (3, 4) AND (claimed_by IS NULL OR claimed_at IS NULL)`);
    expect(Number(claimed.rows[0].n)).toBe(0);
  });

  it('seeds learning paths per brand, point histories across dealerships, and missions', async () => {
    const paths = await ctx().db.query<{ paths: string; courses: string }>('SELECT count(DISTINCT path_id) AS paths, count(*) AS courses FROM learning_courses');
    expect(Number(paths.rows[0].paths)).toBe(21);
    expect(Number(paths.rows[0].courses)).toBe(84);
    const ledger = await ctx().db.query<{ dealerships: string }>(
      `SELECT count(DISTINCT o.dealership_number) AS dealerships FROM reward_points p
       JOIN user_organizations uo ON uo.user_id = p.user_id AND uo.sequence = 0 JOIN organizations o ON o.id = uo.organization_id`,
    );
    expect(Number(ledger.rows[0].dealerships)).toBeGreaterThan(40);
    const claims = await ctx().db.query<{ lines: string; activities: string }>(
      `SELECT (SELECT count(*) FROM program_lines WHERE claimed_by IS NOT NULL AND check_date IS NOT NULL) AS lines, (SELECT count(*) FROM reward_activities WHERE verb = 'spiff_paid') AS activities`,
    );
    expect(claims.rows[0].activities).toBe(claims.rows[0].lines);
    expect((await ctx().db.query(`SELECT 1 FROM reward_definitions WHERE kind = 'mission'`)).rows.length).toBeGreaterThanOrEqual(3);
  });

  it('announces to each demo user only a course of a path Learning shows them (brands their dealerships sell)', async () => {
    const { rows } = await ctx().db.query<{ username: string; message: string; theirs: boolean }>(
      `SELECT u.username, n.message, EXISTS (
         SELECT 1 FROM learning_courses c JOIN learning_paths lp ON lp.id = c.path_id
         WHERE n.message LIKE 'New course: ' || c.name || '.%'
           AND lp.brand_code IN (SELECT unnest(o.brand_codes) FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id WHERE uo.user_id = u.id)) AS theirs
       FROM reward_notifications n JOIN users u ON u.id = n.user_id WHERE n.type = 'learning' ORDER BY 1`,
    );
    expect(rows.map((r) => r.username)).toEqual(expect.arrayContaining(['demo.manager', 'demo.other', 'demo.sales', 'demo.sales2']));
    expect(rows.filter((r) => !r.theirs)).toEqual([]);
  });

  it('gives brand names their article by sound in course text ("sell an Alpine", never "a Alpine")', async () => {
    const { rows } = await ctx().db.query<{ text: string }>(
      `SELECT c.description || ' ' || c.pages::text AS text FROM learning_courses c JOIN learning_paths lp ON lp.id = c.path_id WHERE lp.brand_code = 'AP'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const all = rows.map((r) => r.text).join(' ');
    expect(all).toContain('sell an Alpine');
    expect(all).not.toMatch(/\ba Alpine\b/);
  });
});
