import { TEST_POSTGRES_URL, createTestDatabase, testDbKind } from '../../test/test-app';
import { openPostgres } from '../db/database';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { deliverDue, enqueue, markDeliveredWith, type OutboxHandler } from './outbox';

describe(`outbox worker (${testDbKind})`, () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await createTestDatabase());
    await migrate(db);
    await db.exec('CREATE TABLE test_sink (note text NOT NULL)');
  }, 120000);
  afterAll(() => dispose());

  const message = async (id: number) => (await db.query<{ attempts: number; delivered_at: string | null; last_error: string | null }>(
    'SELECT attempts, delivered_at, last_error FROM outbox WHERE id = $1', [id])).rows[0];
  const notes = async () => (await db.query<{ note: string }>('SELECT note FROM test_sink ORDER BY note')).rows.map((r) => r.note);
  const makeDue = () => db.query('UPDATE outbox SET next_attempt_at = now() WHERE delivered_at IS NULL');
  /** A handler whose own last write also marks the message delivered. */
  const sink: OutboxHandler = (m, tx) => markDeliveredWith(tx, m, 'INSERT INTO test_sink (note) VALUES ($1)', [m.payload.note]);

  it('a handler that marks with its own last write: both land, once, and the message is not delivered again', async () => {
    const id = await enqueue(db, 'test.sink', { note: 'hello' });
    expect(await deliverDue(db, { 'test.sink': sink })).toBe(1);
    expect(await message(id)).toMatchObject({ attempts: 1, delivered_at: expect.anything(), last_error: null });
    await makeDue();
    expect(await deliverDue(db, { 'test.sink': sink })).toBe(0);
    expect(await notes()).toEqual(['hello']);
  });

  it('when that write fails, neither lands: the message is kept with its error and delivered on a later attempt', async () => {
    const id = await enqueue(db, 'test.sink', { note: null });
    expect(await deliverDue(db, { 'test.sink': sink })).toBe(0);
    expect(await message(id)).toMatchObject({ attempts: 1, delivered_at: null, last_error: expect.stringContaining('null value') });
    expect(await notes()).toEqual(['hello']);

    await db.query(`UPDATE outbox SET payload = '{"note": "fixed"}' WHERE id = $1`, [id]);
    await makeDue();
    expect(await deliverDue(db, { 'test.sink': sink })).toBe(1);
    expect(await message(id)).toMatchObject({ attempts: 2, delivered_at: expect.anything(), last_error: null });
    expect(await notes()).toEqual(['fixed', 'hello']);
  });

  it('a handler that returns nothing is marked delivered by the worker; one that throws is retried with back-off', async () => {
    const plain = await enqueue(db, 'test.plain', {});
    const failing = await enqueue(db, 'test.failing', {});
    const handlers: Record<string, OutboxHandler> = {
      'test.plain': async () => undefined,
      'test.failing': async () => {
        throw new Error('peer down');
      },
    };
    expect(await deliverDue(db, handlers)).toBe(1);
    expect(await message(plain)).toMatchObject({ attempts: 1, delivered_at: expect.anything(), last_error: null });
    expect(await message(failing)).toMatchObject({ attempts: 1, delivered_at: null, last_error: 'peer down' });
    const { rows } = await db.query<{ due_in: number }>('SELECT extract(epoch FROM next_attempt_at - now()) AS due_in FROM outbox WHERE id = $1', [failing]);
    expect(Number(rows[0].due_in)).toBeGreaterThan(3);
  });

  it('lets other work waiting on the event loop (requests) run between two deliveries of a batch', async () => {
    for (let i = 0; i < 3; i += 1) await enqueue(db, 'test.yield', {});
    const order: string[] = [];
    const run = deliverDue(db, { 'test.yield': async () => void order.push('delivery') });
    setImmediate(() => order.push('other work'));
    expect(await run).toBe(3);
    expect(order.indexOf('other work')).toBeGreaterThan(-1);
    expect(order.indexOf('other work')).toBeLessThan(order.lastIndexOf('delivery'));
  });

  // The embedded database has one connection per process (PGlite is single-user), so two replicas, each
  // with connections of its own, exist on PostgreSQL only; there the second replica is a pool of its own.
  (testDbKind === 'postgres' ? it : it.skip)('two replicas delivering at once send each message once (claimed with SKIP LOCKED)', async () => {
    await deliverAllAtOnce(openPostgres(TEST_POSTGRES_URL, await currentSchema()));
  });

  (testDbKind === 'pglite' ? it : it.skip)('deliveries overlapping on the embedded database\'s one connection send each message once', async () => {
    await deliverAllAtOnce(db);
  });

  const currentSchema = async () => (await db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;

  /** 40 messages, three deliveries at once (one on `db`, two on `other`): each message is sent exactly once. */
  async function deliverAllAtOnce(other: Database) {
    await db.query('DELETE FROM outbox WHERE delivered_at IS NULL');
    try {
      for (let i = 0; i < 40; i += 1) await enqueue(db, 'test.count', { i });
      const sent = new Map<number, number>();
      const handlers: Record<string, OutboxHandler> = {
        'test.count': async (m) => {
          sent.set(m.id, (sent.get(m.id) ?? 0) + 1);
          // Yield, so the other deliveries claim while this one holds its lease.
          await new Promise(setImmediate);
        },
      };
      const delivered = await Promise.all([deliverDue(db, handlers, 40), deliverDue(other, handlers, 40), deliverDue(other, handlers, 40)]);
      expect(delivered.reduce((a, b) => a + b, 0)).toBe(40);
      expect(sent.size).toBe(40);
      expect([...sent.values()].every((n) => n === 1)).toBe(true);
    } finally {
      if (other !== db) await other.close();
    }
  }

  it('hands on the message of a replica that died mid-delivery once its lease has run out', async () => {
    const id = await enqueue(db, 'test.sink', { note: 'orphan' });
    // What a replica killed after claiming it leaves behind.
    await db.query("UPDATE outbox SET attempts = 1, leased_until = now() + interval '1 minute' WHERE id = $1", [id]);
    expect(await deliverDue(db, { 'test.sink': sink })).toBe(0);
    await db.query("UPDATE outbox SET leased_until = now() - interval '1 second' WHERE id = $1", [id]);
    expect(await deliverDue(db, { 'test.sink': sink })).toBe(1);
    expect(await message(id)).toMatchObject({ attempts: 2, delivered_at: expect.anything() });
    expect(await notes()).toContain('orphan');
  });
});
