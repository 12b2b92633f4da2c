import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_CHECK_MESSAGES, REMOTE_SERVER_ERROR_MESSAGE } from '@rv/domain/forms';
import { readDraft, writeDraft } from '../form-fields/draft-storage';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { accepted } from '../../test-support/form-replies';
import LeadForm from './components/lead-form.component';
import { cascadeOptions } from './hooks/use-brand-cascade';

const LEAD = 'POST /api/web/form/lead';
const model = (name: string, typeClass: string, modelYear = 2025) => ({ name, typeClass, modelYear, referenceId: name, uniqueId: `${name}-${modelYear}` });
const BRANDS = { status: 200, data: [{ value: 'MO', label: 'Montana', listCode: 'LEAD' }, { value: 'CG', label: 'Cougar', listCode: 'LEAD' }, { value: 'OT', label: 'Other', listCode: 'EXTENDED' }] };
const MODELS = { status: 200, data: { docs: [model('3941FB', 'Fifth Wheels'), model('3941FB', 'Fifth Wheels', 2024), model('3855BR', 'Fifth Wheels'), model('29RKS', 'Travel Trailers')], total: { value: 4 } } };
const GOSHEN = {
  status: 200,
  data: { status: 'OK', results: [{ formatted_address: 'Goshen, IN 46526, USA', geometry: { location: { lat: 41.58, lng: -85.83 } }, address_components: [
    { long_name: '46526', short_name: '46526', types: ['postal_code'] },
    { long_name: 'Goshen', short_name: 'Goshen', types: ['locality', 'political'] },
    { long_name: 'Indiana', short_name: 'IN', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
  ] }] },
};

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({ 'GET /api/web/form/data/brands': BRANDS, 'POST /api/search/v1/models': MODELS, 'GET /api/geo': GOSHEN, ...extra });
}

beforeEach(() => {
  sessionStorage.clear();
});

async function fillValidLead(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Camper');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await within(screen.getByLabelText('Brand')).findByRole('option', { name: 'Montana' });
  await user.selectOptions(screen.getByLabelText('Brand'), 'MO');
  await waitFor(() => expect(screen.getByLabelText(/Product Type/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/Product Type/), 'Fifth Wheels');
  await user.selectOptions(screen.getByLabelText(/Floor Plan/), '3941FB');
  await user.type(screen.getByLabelText('ZIP'), '46526');
  await user.tab();
  await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveValue('Goshen'));
  await user.selectOptions(screen.getByLabelText('Purchase Time Frame'), '1-3 months');
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Request a Quote' }));

describe('lead form cascade (spec: states and transitions, brand choice)', () => {
  it('derives types, then each floorplan once for the chosen type', () => {
    const { types, floorplans } = cascadeOptions(MODELS.data.docs as never, 'Fifth Wheels');
    expect(types.map((t) => t.value)).toEqual(['Fifth Wheels', 'Travel Trailers']);
    expect(floorplans.map((f) => f.value)).toEqual(['3855BR', '3941FB']);
  });

  it('offers the LEAD brands, loads types for a brand and floorplans for a type', async () => {
    const log = api();
    render(<LeadForm />);
    const brand = await screen.findByLabelText('Brand');
    await waitFor(() => expect(within(brand).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a brand', 'Montana', 'Cougar']));
    expect(screen.getByLabelText(/Product Type/)).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(brand, 'MO');
    await waitFor(() => expect(screen.getByLabelText(/Product Type/)).toBeEnabled());
    expect(requestsTo(log, 'POST /api/search/v1/models')[0].body).toMatchObject({ filters: { brand: { referenceId: ['MO'] }, model: { showOnWeb: true, active: true } } });
    await user.selectOptions(screen.getByLabelText(/Product Type/), 'Travel Trailers');
    expect(within(screen.getByLabelText(/Floor Plan/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a floor plan', '29RKS']);
  });

  it('says so when a brand has no floorplans, and when they fail to load', async () => {
    api({ 'POST /api/search/v1/models': { status: 200, data: { docs: [], total: { value: 0 } } } });
    const { unmount } = render(<LeadForm />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Cougar' }, { timeout: 5000 }); // role queries over the whole form are slow on a loaded machine
    await user.selectOptions(screen.getByLabelText('Brand'), 'CG');
    expect(await screen.findByRole('option', { name: 'No types for this brand' })).toBeInTheDocument();
    unmount();
    api({ 'POST /api/search/v1/models': { status: 500 } });
    render(<LeadForm />);
    await screen.findByRole('option', { name: 'Cougar' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Brand'), 'CG');
    expect(await screen.findByRole('option', { name: 'Types could not be loaded' })).toBeInTheDocument();
  });

  it('falls back to the bundled lead brands when brand codes fail (spec: error catalogue)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({ 'GET /api/web/form/data/brands': { status: 500 } });
    render(<LeadForm />);
    expect(await screen.findByRole('option', { name: 'Sprout' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to load brand codes', expect.anything());
    warn.mockRestore();
  });
});

describe('lead form validation (spec: validation rules)', () => {
  it('shows the spec messages on submit and focuses the first invalid field', async () => {
    const log = api();
    render(<LeadForm />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await submit(user);
    for (const message of ['First Name is required', 'Last Name is required', 'Email is required', 'Brand selection is required', 'Country selection is required', 'ZIP is required', 'Purchase Time Frame selection is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('State')).toBeDisabled();
    expect(requestsTo(log, LEAD)).toHaveLength(0);
  });

  it('gives US states for US, provinces for CA, and asks for a phone when SMS is chosen', async () => {
    api();
    render(<LeadForm />);
    const user = userEvent.setup();
    expect(within(screen.getByLabelText('State')).getByRole('option', { name: 'Indiana' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(within(screen.getByLabelText('Province')).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /text me/ }));
    await submit(user);
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'x'.repeat(51));
    expect(screen.getByText('Max length for First Name is 50')).toBeInTheDocument();
  });
});

describe('leaving the ZIP for the SMS opt-in (the first click was lost)', () => {
  it('keeps the lookup its own line from the start, so its messages move nothing, and the first click ticks the box', async () => {
    let answer: (reply: typeof GOSHEN) => void = () => undefined;
    api({ 'GET /api/geo': () => new Promise((resolve) => { answer = resolve; }) });
    render(<LeadForm />);
    await within(screen.getByLabelText('Brand')).findByRole('option', { name: 'Montana' });
    const user = userEvent.setup();
    const zip = screen.getByLabelText('ZIP');
    // The line is in the page before the lookup says anything: a message appearing there shifts nothing below.
    const statusLine = zip.parentElement!.querySelector('[aria-live="polite"]');
    expect(statusLine).toBeInTheDocument();
    expect(statusLine).toBeEmptyDOMElement();
    await user.type(zip, '46526');
    await user.click(screen.getByRole('checkbox', { name: /text me/ }));
    expect(screen.getByRole('checkbox', { name: /text me/ })).toBeChecked();
    expect(zip.parentElement!.querySelector('[aria-live="polite"]')).toBe(statusLine);
    expect(statusLine).toHaveTextContent('Finding your city…');
    answer(GOSHEN);
    await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveValue('Goshen'));
    expect(statusLine).toBeEmptyDOMElement();
    expect(screen.getByRole('checkbox', { name: /text me/ })).toBeChecked();
  });
});

describe('lead form submission (spec: states and transitions; error catalogue, never lost)', () => {
  it('a submit made while the ZIP lookup runs waits for it and sends the lead with the filled city and state', async () => {
    let answer: (reply: typeof GOSHEN) => void = () => undefined;
    const log = api({ 'GET /api/geo': () => new Promise((resolve) => { answer = resolve; }), [LEAD]: accepted('ref-43') });
    render(<LeadForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.type(screen.getByLabelText('Last Name'), 'Camper');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await within(screen.getByLabelText('Brand')).findByRole('option', { name: 'Montana' });
    await user.selectOptions(screen.getByLabelText('Brand'), 'MO');
    await user.type(screen.getByLabelText('ZIP'), '46526');
    await user.selectOptions(screen.getByLabelText('Purchase Time Frame'), '1-3 months');
    expect(screen.getByText('Finding your city…')).toBeInTheDocument();
    await submit(user);
    // Still looking: nothing is refused and nothing is sent yet.
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    expect(requestsTo(log, LEAD)).toHaveLength(0);
    answer(GOSHEN);
    await waitFor(() => expect(requestsTo(log, LEAD)).toHaveLength(1));
    expect(requestsTo(log, LEAD)[0].body).toMatchObject({ zip: '46526', city: 'Goshen', state: 'IN', country: 'US' });
  });

  it('fills city and state from the ZIP and sends the lead with its tracking fields', async () => {
    const log = api({ [LEAD]: accepted('ref-42'), 'GET /api/content/v1/single/site_settings': { status: 200, data: { data: { lead_success_message: 'A dealer will contact you.' } } } });
    render(<LeadForm />);
    const user = await fillValidLead();
    expect(screen.getByLabelText('State')).toHaveValue('IN');
    await submit(user);
    expect(await screen.findByText('A dealer will contact you.')).toBeInTheDocument();
    const [post] = requestsTo(log, LEAD);
    expect(post.body).toMatchObject({
      firstName: 'Pat', brand: 'MO', productType: 'Fifth Wheels', floorPlan: '3941FB', country: 'US', state: 'IN', zip: '46526', city: 'Goshen',
      timeFrame: '1-3 months', formPage: '/', leadSourceName: 'website', eventName: 'requestQuote',
    });
    expect(requestsTo(log, 'GET /api/geo')[0].params).toEqual({ location: '46526' });
    expect(readDraft('lead-quote')).toBeNull();
  });

  it('sends the build token and the stock unit\'s VIN it was given (Send my build to a dealer)', async () => {
    const log = api({ [LEAD]: accepted('ref-43') });
    render(<LeadForm buildToken="AbCdEfGhIjKl_-12" vin="4YDF38223KB123456" />);
    const user = await fillValidLead();
    await submit(user);
    await waitFor(() => expect(requestsTo(log, LEAD)).toHaveLength(1));
    expect(requestsTo(log, LEAD)[0].body).toMatchObject({ buildToken: 'AbCdEfGhIjKl_-12', vin: '4YDF38223KB123456', firstName: 'Pat' });
  });

  it('keeps the draft on a network failure and retries with the same Idempotency-Key', async () => {
    let calls = 0;
    const log = api({ [LEAD]: () => (calls++ === 0 ? 'network-error' : accepted('ref-7')) });
    render(<LeadForm />);
    const user = await fillValidLead();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('the connection failed');
    expect(readDraft('lead-quote')?.values).toMatchObject({ firstName: 'Pat', zip: '46526' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    const [first, second] = requestsTo(log, LEAD);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(readDraft('lead-quote')).toBeNull();
  });

  it('restores a draft left in sessionStorage', async () => {
    writeDraft('lead-quote', { values: { firstName: 'Robin', email: 'robin@example.com' } });
    api();
    render(<LeadForm />);
    expect(screen.getByLabelText('First Name')).toHaveValue('Robin');
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.com');
  });

  it('a 500 shows the remote server error, keeps the draft, and Back To Form keeps the values', async () => {
    api({ [LEAD]: { status: 500, data: { message: 'db down' } } });
    render(<LeadForm />);
    const user = await fillValidLead();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_SERVER_ERROR_MESSAGE);
    expect(readDraft('lead-quote')?.values.firstName).toBe('Pat');
    await user.click(screen.getByRole('button', { name: 'Back To Form' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Pat');
  });

  it('a 400 shows the message on the named field and leaves the form as it is', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({ [LEAD]: { status: 400, data: { message: 'Invalid ZIP', field: 'zip' } } });
    render(<LeadForm />);
    const user = await fillValidLead();
    await submit(user);
    expect(await screen.findByText('Invalid ZIP')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP')).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveValue('Pat');
    warn.mockRestore();
  });

  it('a bot-check 403 shows the bot-check error by the submit button; resubmitting solves a new check', async () => {
    let calls = 0;
    const log = api({ [LEAD]: () => (calls++ === 0 ? { status: 403, data: { message: BOT_CHECK_MESSAGES.reused } } : accepted()) });
    render(<LeadForm />);
    const user = await fillValidLead();
    await submit(user);
    expect(await screen.findByText(/already been used/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toHaveFocus();
    await submit(user);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(requestsTo(log, 'GET /api/bot-check/challenge')).toHaveLength(2);
  });

  it('an expired bot check is solved again and sent once more without bothering the person', async () => {
    let calls = 0;
    const log = api({ [LEAD]: () => (calls++ === 0 ? { status: 403, data: { message: BOT_CHECK_MESSAGES.expired } } : accepted()) });
    render(<LeadForm />);
    const user = await fillValidLead();
    await submit(user);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(requestsTo(log, LEAD)).toHaveLength(2);
    expect(requestsTo(log, 'GET /api/bot-check/challenge')).toHaveLength(2);
  });

  it('Submit Another Request starts a fresh form', async () => {
    api({ [LEAD]: accepted() });
    render(<LeadForm />);
    const user = await fillValidLead();
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Submit Another Request' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
  });

  it('contacting a dealer sends its dealer number and offers only its brands', async () => {
    const log = api({ [LEAD]: accepted() });
    render(<LeadForm variant="dealer" dealer={{ dealerNumber: 'D100', name: 'Lakeside RV', brands: ['MO'] }} />);
    expect(screen.getByRole('heading', { name: 'Contact Lakeside RV' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByLabelText('Brand')).queryByRole('option', { name: 'Cougar' })).not.toBeInTheDocument());
    const user = await fillValidLead();
    await user.click(screen.getByRole('button', { name: 'Contact Dealer' }));
    await screen.findByRole('status');
    expect(requestsTo(log, LEAD)[0].body).toMatchObject({ dealerNumber: 'D100', eventName: 'contactDealer' });
  });
});
