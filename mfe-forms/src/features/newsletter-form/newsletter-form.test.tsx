import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SERVER_ERROR_MESSAGE } from '@rv/domain/forms';
import { readDraft } from '../form-fields/draft-storage';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { accepted } from '../../test-support/form-replies';
import NewsletterForm from './components/newsletter-form.component';

const SIGNUP = 'POST /api/web/form/email/signup';
const settings = { status: 200, data: { data: { email_signup_success_message: 'You are on the list.', email_signup_error_message: 'We could not sign you up.' } } };

beforeEach(() => {
  sessionStorage.clear();
});

async function typeEmail(value: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), value);
  return user;
}

describe('newsletter signup (spec: entities and fields; states and transitions; validation rules; error catalogue)', () => {
  it.each([
    ['', 'Email is required'],
    ['camper@', 'Email is not valid'],
    [`${'a'.repeat(75)}@x.com`, 'Max length for Email is 80'],
  ])('"%s" shows "%s" and is not sent', async (value, message) => {
    const log = mockApi({});
    render(<NewsletterForm />);
    const user = value ? await typeEmail(value) : userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(log, SIGNUP)).toHaveLength(0);
  });

  it('shows no message before submit while the field is empty, and one as soon as it has content', async () => {
    mockApi({});
    render(<NewsletterForm />);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await typeEmail('x');
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
  });

  it('sends the trimmed email with KNWS, a bot-check token and an Idempotency-Key, then shows the site message', async () => {
    const log = mockApi({ [SIGNUP]: accepted(), 'GET /api/content/v1/single/site_settings': settings });
    render(<NewsletterForm />);
    const user = await typeEmail('  camper@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('You are on the list.')).toBeInTheDocument();
    const [post] = requestsTo(log, SIGNUP);
    expect(post.body).toMatchObject({ email: 'camper@example.com', subscriberTypeCode: 'KNWS', fieldnames: ['email', 'subscriberTypeCode'] });
    expect(JSON.parse(atob((post.body as Record<string, string>)['g-recaptcha-response']))).toMatchObject({ number: 3 });
    expect(post.headers['Idempotency-Key']).toMatch(/^newsletter-page-/);
    expect(readDraft('newsletter-page')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('hides Submit Another Request after a footer signup', async () => {
    mockApi({ [SIGNUP]: accepted() });
    render(<NewsletterForm placement="footer" />);
    const user = await typeEmail('camper@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Another Request' })).not.toBeInTheDocument();
  });

  it('a 500 shows the site error message and Back To Form returns to the typed form', async () => {
    mockApi({ [SIGNUP]: { status: 500, data: { message: 'boom' } }, 'GET /api/content/v1/single/site_settings': settings });
    render(<NewsletterForm />);
    const user = await typeEmail('camper@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you up.');
    await user.click(screen.getByRole('button', { name: 'Back To Form' }));
    expect(screen.getByLabelText('Email')).toHaveValue('camper@example.com');
  });

  it('falls back to Default Server Error Message when the settings have none', async () => {
    mockApi({ [SIGNUP]: { status: 502 }, 'GET /api/content/v1/single/site_settings': { status: 500 } });
    render(<NewsletterForm />);
    const user = await typeEmail('camper@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEFAULT_SERVER_ERROR_MESSAGE);
  });

  it('shows the submitting loader while the post is on its way', async () => {
    mockApi({ [SIGNUP]: 'pending' });
    render(<NewsletterForm />);
    const user = await typeEmail('camper@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true'));
  });
});
