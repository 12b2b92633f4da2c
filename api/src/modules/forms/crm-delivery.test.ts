import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverDue } from '../../outbox/outbox';
import { devMailboxHandlers } from '../../../test/auth-testing';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { solvedBotCheck } from '../bot-check/test-support';
import { VALID } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';

/** A CRM webhook we control: it answers with `status` and records what it accepted. */
function fakeCrm() {
  const state = { status: 500, accepted: [] as Array<{ body: Record<string, unknown>; key: string | undefined }>, calls: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      state.calls += 1;
      if (state.status < 300) state.accepted.push({ body: JSON.parse(body), key: req.headers['idempotency-key'] as string });
      res.writeHead(state.status).end();
    });
  });
  return { state, server };
}

describe(`CRM delivery through the outbox (${testDbKind})`, () => {
  const crm = fakeCrm();
  beforeAll(async () => {
    await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    delete process.env.CRM_WEBHOOK_URL;
    crm.server.close();
  });
  // Hooks run in the order declared: the app is built after the hooks above and closed after them.
  const ctx = testAppPerFile({ seed: false });

  const submitLead = async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/web/form/lead', payload: { ...VALID.lead, 'g-recaptcha-response': await solvedBotCheck(ctx().app) } });
    expect(res.statusCode).toBe(200);
    return res.json().referenceId as string;
  };
  const delivery = async (referenceId: string) => (await ctx().db.query<{ crm_delivered_at: string | null; crm_target: string | null; attempts: number; last_error: string | null }>(
    `SELECT s.crm_delivered_at, s.crm_target, o.attempts, o.last_error FROM form_submissions s
     JOIN outbox o ON (o.payload->>'submissionId')::bigint = s.id WHERE s.reference_id = $1`, [referenceId])).rows[0];
  // Stand-in for waiting out the back-off.
  const makeDue = () => ctx().db.query('UPDATE outbox SET next_attempt_at = now() WHERE delivered_at IS NULL');

  it('acknowledges while the CRM fails, keeps retrying, and delivers once when it recovers', async () => {
    process.env.CRM_WEBHOOK_URL = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/leads`;
    crm.state.status = 500;
    const referenceId = await submitLead();

    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(0);
    expect(await delivery(referenceId)).toMatchObject({ crm_delivered_at: null, attempts: 1, last_error: 'CRM webhook answered 500' });
    await makeDue();
    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(0);
    expect((await delivery(referenceId)).attempts).toBe(2);

    crm.state.status = 200;
    await makeDue();
    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(1);
    const done = await delivery(referenceId);
    expect(done).toMatchObject({ attempts: 3, last_error: null, crm_target: process.env.CRM_WEBHOOK_URL });
    expect(done.crm_delivered_at).not.toBeNull();
    expect(crm.state.accepted).toHaveLength(1);
    expect(crm.state.accepted[0].key).toBe(referenceId);
    expect(crm.state.accepted[0].body).toMatchObject({
      referenceId, formType: 'lead', sourceForm: 'lead', formPage: '/request-a-quote',
      fields: expect.objectContaining({ firstName: 'Ann', email: 'ann@example.com', zip: '46526' }),
      tracking: { userUid: 'user-1234abcd', sessionUid: 'sess-1234abcd', leadSourceName: 'website', leadCampaignName: 'spring', eventName: 'leadSubmit' },
    });

    // Never sent twice after success.
    await makeDue();
    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(0);
    expect(crm.state.accepted).toHaveLength(1);
  });

  it('does not send again when the CRM has it but the outbox lost its own mark (a crash between the two writes)', async () => {
    process.env.CRM_WEBHOOK_URL = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/leads`;
    crm.state.status = 200;
    const referenceId = await submitLead();
    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(1);
    const sent = crm.state.accepted.length;
    await ctx().db.query(
      `UPDATE outbox SET delivered_at = NULL WHERE (payload->>'submissionId')::bigint = (SELECT id FROM form_submissions WHERE reference_id = $1)`, [referenceId]);
    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(1);
    expect(crm.state.accepted).toHaveLength(sent);
  });

  it('retries when the CRM cannot be reached at all', async () => {
    process.env.CRM_WEBHOOK_URL = 'http://127.0.0.1:1/unreachable';
    const referenceId = await submitLead();
    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(0);
    expect(await delivery(referenceId)).toMatchObject({ crm_delivered_at: null, attempts: 1, last_error: expect.any(String) });
    delete process.env.CRM_WEBHOOK_URL;
    await makeDue();
    await deliverDue(ctx().db, devMailboxHandlers());
    expect((await delivery(referenceId)).crm_target).toBe('local');
  });

  it('without a webhook, records the submission as delivered locally', async () => {
    delete process.env.CRM_WEBHOOK_URL;
    const referenceId = await submitLead();
    expect(await deliverDue(ctx().db, devMailboxHandlers())).toBe(1);
    expect(await delivery(referenceId)).toMatchObject({ crm_target: 'local', attempts: 1 });
  });
});
