import { Pool } from 'pg';
import { until as untilWithin } from '../../test/process-helpers';
import { testDbKind, TEST_POSTGRES_URL } from '../../test/test-app';
import { createNotifyListener } from './notify-listener';

jest.setTimeout(30000);

/** The listener's state is read from its connection's events, so a poll within 10 s is how a test sees it change. */
const until = (what: string, probe: () => boolean) => untilWithin(what, probe, 10_000);

const describeOnPostgres = testDbKind === 'postgres' ? describe : describe.skip;

describeOnPostgres('the PostgreSQL notify listener', () => {
  const name = `rv-listener-test-${Math.random().toString(36).slice(2, 10)}`;
  const channel = `rv_test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Pool({ connectionString: TEST_POSTGRES_URL, max: 2 });
  const listener = createNotifyListener({ connectionString: TEST_POSTGRES_URL, application_name: name });
  const heard: string[] = [];
  afterAll(async () => {
    await listener.close();
    await admin.end();
  });

  it('hears a NOTIFY sent by another connection on its channel, and is live', async () => {
    const listening = await listener.listen(channel, (payload) => heard.push(payload));
    expect(listening.live()).toBe(true);
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'site.content_revision']);
    await until('the notice', () => heard.includes('site.content_revision'));
  });

  it('when its connection is cut: not live, tells its subscribers, listens again and tells them again', async () => {
    const listening = await listener.listen(channel, () => undefined);
    heard.length = 0;
    const { rows } = await admin.query('SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = $1', [name]);
    expect(rows).toEqual([{ cut: true }]);
    await until('the drop to be noticed', () => !listening.live());
    expect(heard).toContain(''); // What a subscriber knew may be stale: a change could go unheard now.
    await until('listening again', () => listening.live());
    expect(heard.filter((payload) => payload === '')).toHaveLength(2);
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'after the reconnect']);
    await until('a notice after the reconnect', () => heard.includes('after the reconnect'));
  });

  it('is not live once closed, and leaves no connection behind', async () => {
    const listening = await listener.listen(channel, () => undefined);
    await listener.close();
    expect(listening.live()).toBe(false);
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name]);
    expect(rows[0].n).toBe(0);
  });
});
