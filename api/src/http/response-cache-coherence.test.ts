import { ConfigError } from '../config-error';
import { openPostgres, type Database } from '../db/database';
import { upsertDocuments, findOne } from '../modules/content/repository';
import { insertReviews } from '../modules/reviews/repository';
import { until } from '../../test/process-helpers';
import { testAppPerFile, testDbKind, TEST_POSTGRES_URL } from '../../test/test-app';
import { concernsSchema, DEFAULT_REVISION_CHECK_MS, revisionCheckMs, revisionReader } from './response-cache';

jest.setTimeout(60000);

/** A database whose revisions, notices and listening connection the test moves by hand. */
function fakeDatabase() {
  const state = { content: 1, queries: 0, live: true, announce: (_payload: string) => undefined as void, release: null as null | (() => void) };
  const db = {
    kind: 'postgres',
    query: async () => {
      state.queries += 1;
      const content = state.content;
      if (state.release) await new Promise<void>((resolve) => (state.release = resolve));
      return { rows: [{ schema: 'site', catalog: '7', content: String(content) }] };
    },
    listen: async (_channel: string, onNotify: (payload: string) => void) => {
      state.announce = onNotify;
      return { live: () => state.live };
    },
  } as unknown as Database;
  return { db, state };
}

describe('revision reader: how stale a replica may be', () => {
  it('answers from what it knows, without a query, until REVISION_CHECK_MS after it read it; then reads again', async () => {
    const { db, state } = fakeDatabase();
    let clock = 0;
    const read = revisionReader(db, 1000, () => clock);
    expect(await read()).toEqual({ catalog: '7', content: '1' });
    state.content = 2; // Changed by another replica, and its notice lost.
    clock = 999;
    expect((await read()).content).toBe('1');
    expect(state.queries).toBe(1);
    clock = 1000;
    expect((await read()).content).toBe('2');
    expect(state.queries).toBe(2);
  });

  it('reads again as soon as a change is announced', async () => {
    const { db, state } = fakeDatabase();
    const read = revisionReader(db, 60_000, () => 0);
    await read();
    state.content = 5;
    state.announce('content_revision');
    expect((await read()).content).toBe('5');
    expect((await read()).content).toBe('5');
    expect(state.queries).toBe(2);
  });

  it("ignores a notice from another schema of the database (another deployment's change)", async () => {
    const { db, state } = fakeDatabase();
    const read = revisionReader(db, 60_000, () => 0);
    await read();
    state.announce('other_site.content_revision');
    await read();
    expect(state.queries).toBe(1);
    state.announce('site.content_revision');
    await read();
    expect(state.queries).toBe(2);
  });

  it.each([
    ['site.content_revision', 'site', true],
    ['other.catalog_revision', 'site', false],
    ['', 'site', true],
    ['content_revision', 'site', true],
    ['other.content_revision', null, true],
  ])('takes the notice %j as concerning schema %s: %s', (payload, schema, expected) => {
    expect(concernsSchema(payload, schema)).toBe(expected);
  });

  it('asks on every read while notices cannot be heard (the listening connection is down)', async () => {
    const { db, state } = fakeDatabase();
    const read = revisionReader(db, 60_000, () => 0);
    state.live = false;
    for (let content = 1; content <= 3; content += 1) {
      state.content = content;
      expect((await read()).content).toBe(String(content));
    }
    expect(state.queries).toBe(3);
    state.live = true;
    await read();
    await read();
    expect(state.queries).toBe(4);
  });

  it('does not keep revisions read by a query during which a change was announced', async () => {
    const { db, state } = fakeDatabase();
    const read = revisionReader(db, 60_000, () => 0);
    await read();
    state.announce('');
    state.release = () => undefined;
    const pending = read();
    await new Promise((resolve) => setImmediate(resolve));
    state.announce('content_revision'); // The write committed while the query ran: it may not have seen it.
    const release = state.release;
    state.release = null;
    release();
    await pending;
    state.content = 9;
    expect((await read()).content).toBe('9');
  });

  it.each([
    [{}, DEFAULT_REVISION_CHECK_MS],
    [{ REVISION_CHECK_MS: '250' }, 250],
  ])('reads REVISION_CHECK_MS from %j as %d ms', (env, expected) => {
    expect(revisionCheckMs(env)).toBe(expected);
  });

  it.each(['10', 'soon', '-5'])('refuses REVISION_CHECK_MS=%s at start, naming the variable', (value) => {
    expect(() => revisionCheckMs({ REVISION_CHECK_MS: value })).toThrow(ConfigError);
    expect(() => revisionCheckMs({ REVISION_CHECK_MS: value })).toThrow(/REVISION_CHECK_MS must be a whole number of at least 50/);
  });
});

/** A measurement: the milliseconds until `probe` held, read every MEASURE_EVERY_MS (its resolution). */
const MEASURE_EVERY_MS = 10;
async function msUntil(probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  await until('the change to be seen', probe, timeoutMs, MEASURE_EVERY_MS);
  return Date.now() - started;
}

const describeOnPostgres = testDbKind === 'postgres' ? describe : describe.skip;

describeOnPostgres('two replicas on one PostgreSQL: a write through one is seen by the other', () => {
  const ctx = testAppPerFile();
  /** The other replica: its own pool and listening connection on the same schema. */
  let other: Database;
  beforeAll(async () => {
    const { rows } = await ctx().db.query<{ schema: string }>('SELECT current_schema() AS schema');
    other = openPostgres(TEST_POSTGRES_URL, rows[0].schema);
  });
  afterAll(() => other?.close());

  /** The other replica's database, counting the queries its reader makes. */
  const counted = () => {
    const calls = { queries: 0 };
    const db: Database = { ...other, query: (sql, params) => ((calls.queries += 1), other.query(sql, params)) };
    return { db, calls };
  };

  it('hears a content edit, a new review and a catalogue change by NOTIFY, well before any re-check', async () => {
    const { db, calls } = counted();
    const read = revisionReader(db, 600_000);
    // The first read learns the reader's schema; until then a notice from any schema (other test files write
    // to the same database at the same time) concerns it, so the reader may rightly ask again.
    await read();
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['content edit', async () => {
        const doc = (await findOne(ctx().db, 'site_settings', 'site-settings'))!;
        await upsertDocuments(ctx().db, [{ id: doc.id, uid: doc.uid, type: doc.type, tags: doc.tags, data: { ...doc.data, site_name: 'Seen by every replica' } }]);
      }],
      ['new review', () => insertReviews(ctx().db, [{
        manufacturerCode: 'KZ', brandCode: 'MT', brandName: 'Montana', title: 'Heard at once', review: 'Through NOTIFY.', rating: 5,
        ownerName: 'Lee', ownerCity: 'Goshen', ownerState: 'IN', approved: true, createdAt: '2030-01-02T00:00:00Z',
      }])],
      ['catalogue change', () => ctx().db.query('UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1')],
    ];
    const seenAfter: string[] = [];
    for (const [what, write] of writes) {
      const before = await read();
      const queries = calls.queries;
      for (let i = 0; i < 5; i += 1) expect(await read()).toEqual(before);
      expect(calls.queries).toBe(queries); // Known in memory: no query per read.
      await write();
      // Ten minutes before its next re-check: only the notice can explain seeing the change.
      const ms = await msUntil(async () => JSON.stringify(await read()) !== JSON.stringify(before), 2000);
      expect(ms).toBeLessThan(2000);
      seenAfter.push(`${what} ${ms} ms`);
    }
    process.stdout.write(`seen by the other replica (NOTIFY): ${seenAfter.join(', ')}\n`);
  });

  it('sees a change whose notice was lost within REVISION_CHECK_MS', async () => {
    const checkMs = 300;
    const read = revisionReader(other, checkMs);
    const before = await read();
    // The notice is lost: the trigger that sends it is off for this one write.
    await ctx().db.transaction(async (tx) => {
      await tx.query('ALTER TABLE content_revision DISABLE TRIGGER content_revision_notify');
      await tx.query('UPDATE content_revision SET revision = revision + 1 WHERE id = 1');
      await tx.query('ALTER TABLE content_revision ENABLE TRIGGER content_revision_notify');
    });
    const ms = await msUntil(async () => (await read()).content !== before.content, checkMs + 1000);
    expect(ms).toBeLessThanOrEqual(checkMs + 1000);
  });
});
