import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { solvedBotCheck } from '../bot-check/test-support';
import { counts, VALID } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';

describe(`form endpoints (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const post = async (url: string, values: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload: { ...values, 'g-recaptcha-response': await solvedBotCheck(ctx().app) }, headers });

  it.each([
    ['/api/web/form/lead', VALID.lead, 'lead', 'crm.lead'],
    ['/api/web/form/customer-service', VALID.customerService, 'customer-service', 'crm.customer-service'],
    ['/api/web/form/email/signup', VALID.newsletter, 'newsletter', 'crm.newsletter'],
    ['/api/web/form/popup', VALID.popup, 'popup', 'crm.popup'],
    ['/api/form/dealer/support', VALID.dealerSupport, 'dealer-support', 'crm.dealer-support'],
    ['/api/web/form/owner/registration', VALID.ownerRegistration, 'owner-registration', 'crm.owner-registration'],
  ])('POST %s stores the submission and queues its CRM delivery before answering', async (url, values, formType, topic) => {
    const res = await post(url, values);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/), duplicate: false });
    const { rows } = await ctx().db.query<{ id: string; form_type: string; fields: Record<string, string> }>(
      'SELECT id, form_type, fields FROM form_submissions WHERE reference_id = $1', [body.referenceId]);
    expect(rows[0].form_type).toBe(formType);
    const outbox = await ctx().db.query<{ topic: string; payload: { submissionId: number } }>(
      "SELECT topic, payload FROM outbox WHERE payload->>'referenceId' = $1", [body.referenceId]);
    expect(outbox.rows).toEqual([expect.objectContaining({ topic, payload: expect.objectContaining({ submissionId: Number(rows[0].id) }) })]);
  });

  it('keeps the lead fields, trimmed, and the tracking ids in their own columns', async () => {
    const res = await post('/api/web/form/lead', { ...VALID.lead, firstName: '  Ann  ', somethingElse: 'ignored' });
    const { rows } = await ctx().db.query<Record<string, unknown>>('SELECT * FROM form_submissions WHERE reference_id = $1', [res.json().referenceId]);
    expect(rows[0].fields).toMatchObject({ firstName: 'Ann', brand: 'MO', smsOptIn: 'true', timeFrame: '1-3 months', fieldnames: 'firstName,lastName,email' });
    expect(rows[0].fields).not.toHaveProperty('somethingElse');
    expect(rows[0].fields).not.toHaveProperty('g-recaptcha-response');
    expect(rows[0]).toMatchObject({
      user_uid: 'user-1234abcd', session_uid: 'sess-1234abcd', lead_source_name: 'website', lead_campaign_name: 'spring',
      event_name: 'leadSubmit', form_page: '/request-a-quote', source_form: 'lead',
    });
  });

  it.each([
    [{ country: 'US', state: 'CA', zip: '90210', city: 'Beverly Hills' }],
    [{ country: 'US', state: 'TX', zip: '73301-0001', city: 'Austin' }],
    [{ country: 'CA', state: 'ON', zip: 'K1A 0B1', city: 'Ottawa' }],
  ])('accepts a lead from any real ZIP or postal code, %j', async (address) => {
    const res = await post('/api/web/form/lead', { ...VALID.lead, ...address });
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx().db.query<{ fields: Record<string, string> }>('SELECT fields FROM form_submissions WHERE reference_id = $1', [res.json().referenceId]);
    expect(rows[0].fields).toMatchObject(address);
  });

  it('sends a customer-service form with subject S3 through the lead path (spec: states and transitions)', async () => {
    const res = await post('/api/web/form/customer-service', { ...VALID.customerService, subject: 'S3' });
    const { rows } = await ctx().db.query<{ form_type: string; source_form: string }>(
      'SELECT form_type, source_form FROM form_submissions WHERE reference_id = $1', [res.json().referenceId]);
    expect(rows[0]).toEqual({ form_type: 'lead', source_form: 'customer-service' });
    const outbox = await ctx().db.query("SELECT 1 FROM outbox WHERE topic = 'crm.lead' AND payload->>'referenceId' = $1", [res.json().referenceId]);
    expect(outbox.rows).toHaveLength(1);
  });

  it.each([
    ['/api/web/form/lead', VALID.lead, { firstName: '' }, 'First Name is required', 'firstName'],
    ['/api/web/form/lead', VALID.lead, { lastName: 'x'.repeat(51) }, 'Max length for Last Name is 50', 'lastName'],
    ['/api/web/form/lead', VALID.lead, { email: 'ann@' }, 'Email is not valid', 'email'],
    ['/api/web/form/lead', VALID.lead, { brand: '' }, 'Brand selection is required', 'brand'],
    ['/api/web/form/lead', VALID.lead, { country: 'CA' }, 'Invalid Province', 'state'],
    ['/api/web/form/lead', VALID.lead, { zip: 'ABCDE' }, 'Invalid ZIP', 'zip'],
    ['/api/web/form/lead', VALID.lead, { timeFrame: '' }, 'Purchase Time Frame selection is required', 'timeFrame'],
    ['/api/web/form/lead', VALID.lead, { smsOptIn: 'true', phone: '' }, 'Phone is required', 'phone'],
    ['/api/web/form/lead', VALID.lead, { userUid: 'u'.repeat(201) }, 'Max length for userUid is 200', 'userUid'],
    ['/api/web/form/customer-service', VALID.customerService, { subject: '' }, 'Subject selection is required', 'subject'],
    ['/api/web/form/customer-service', VALID.customerService, { comments: '' }, 'Comments is required', 'comments'],
    ['/api/web/form/email/signup', VALID.newsletter, { email: '' }, 'Email is required', 'email'],
    ['/api/web/form/email/signup', VALID.newsletter, { email: `${'a'.repeat(75)}@x.com` }, 'Max length for Email is 80', 'email'],
    ['/api/web/form/email/signup', VALID.newsletter, { subscriberTypeCode: 'XX' }, 'Invalid Subscriber Type Code', 'subscriberTypeCode'],
    ['/api/web/form/popup', VALID.popup, { firstName: 'x'.repeat(51) }, 'Max length for First Name is 50', 'firstName'],
    ['/api/web/form/popup', VALID.popup, { customerEmail: 'nope' }, 'Email is not valid', 'customerEmail'],
    ['/api/form/dealer/support', VALID.dealerSupport, { dealerNumber: '' }, 'Dealer Number is required', 'dealerNumber'],
    ['/api/web/form/owner/registration', VALID.ownerRegistration, { vin: '4YDF38223KB12345' }, 'Min length for VIN is 17', 'vin'],
    ['/api/web/form/owner/registration', VALID.ownerRegistration, { purchaseDate: '2999-01-01' }, 'Invalid Purchase Date', 'purchaseDate'],
    ['/api/web/form/lead', VALID.lead, { firstName: { nested: true } }, 'body.firstName must be string', 'firstName'],
  ])('%s with %j answers 400 "%s" naming %s, and stores nothing', async (url, values, change, message, field) => {
    const before = await counts(ctx().db);
    const res = await post(url, { ...values, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
    expect(await counts(ctx().db)).toEqual(before);
  });

  it('stores a double submit once: the same Idempotency-Key gets the first answer back', async () => {
    const before = await counts(ctx().db);
    const headers = { 'idempotency-key': 'lead-double-click-0001' };
    const first = await post('/api/web/form/lead', VALID.lead, headers);
    const second = await post('/api/web/form/lead', VALID.lead, headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ success: true, referenceId: first.json().referenceId, duplicate: true });
    expect(await counts(ctx().db)).toEqual({ ...before, submissions: before.submissions + 1, outbox: before.outbox + 1 });
  });

  it('also takes the client submissionId, even when the retry resends the used bot-check token', async () => {
    const payload = { ...VALID.popup, submissionId: 'popup-retry-000001', 'g-recaptcha-response': await solvedBotCheck(ctx().app) };
    const first = await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload });
    const retry = await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload });
    expect(retry.json()).toEqual({ success: true, referenceId: first.json().referenceId, duplicate: true });
  });

  it('stores nothing and spends nothing when one of its writes fails: the submission, the solution and the CRM delivery stand or fall together', async () => {
    const before = await counts(ctx().db);
    const token = await solvedBotCheck(ctx().app);
    const payload = { ...VALID.popup, 'g-recaptcha-response': token };
    // A queue that refuses the popup's CRM message: the last of the post's writes fails.
    await ctx().db.exec("ALTER TABLE outbox ADD CONSTRAINT test_refuse_popup CHECK (topic <> 'crm.popup') NOT VALID");
    let failed;
    try {
      failed = await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload });
    } finally {
      await ctx().db.exec('ALTER TABLE outbox DROP CONSTRAINT test_refuse_popup');
    }
    expect(failed.statusCode).toBe(500);
    expect(await counts(ctx().db)).toEqual(before);
    // The solution was not used up: the same post goes through now.
    const retry = await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload });
    expect(retry.json()).toEqual({ success: true, referenceId: expect.any(String), duplicate: false });
    expect(await counts(ctx().db)).toEqual({ ...before, submissions: before.submissions + 1, outbox: before.outbox + 1 });
  });

  it('answers 400 for a malformed idempotency key', async () => {
    const res = await post('/api/web/form/popup', VALID.popup, { 'idempotency-key': 'bad key!' });
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Invalid Idempotency Key', field: 'Idempotency-Key' });
  });

  it('refuses a body over 64 kB before reading it', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/web/form/lead', payload: { ...VALID.lead, comments: 'x'.repeat(70_000) } });
    expect(res.statusCode).toBe(413);
  });
});
