import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_SERVER_ERROR_MESSAGE } from '@rv/domain/forms';
import { readDraft } from '../form-fields/draft-storage';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { accepted } from '../../test-support/form-replies';
import CustomerServiceForm from './components/customer-service-form.component';

const CS = 'POST /api/web/form/customer-service';
const settings = { status: 200, data: { data: { lead_success_message: 'A dealer will contact you.', customer_service_success_message: 'We will reply within two days.' } } };

beforeEach(() => {
  sessionStorage.clear();
});

async function fill(subject: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Subject'), subject);
  await user.type(screen.getByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Camper');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.selectOptions(screen.getByLabelText('State'), 'IN');
  await user.type(screen.getByLabelText('ZIP'), '46526');
  await user.type(screen.getByLabelText('Comments'), 'My slide-out sticks.');
  return user;
}

describe('customer service form (spec: entities and fields; states and transitions, subject S3; validation rules)', () => {
  it('shows the spec messages and focuses the subject first', async () => {
    const log = mockApi({ 'GET /api/geo': { status: 200, data: { status: 'ZERO_RESULTS', results: [] } } });
    render(<CustomerServiceForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/VIN/), '123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of ['Subject selection is required', 'First Name is required', 'Email is required', 'Min length for VIN is 17', 'State selection is required', 'ZIP is required', 'Comments is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(requestsTo(log, CS)).toHaveLength(0);
  });

  it('sends a service question to customer service with its own success message', async () => {
    const log = mockApi({ [CS]: accepted(), 'GET /api/content/v1/single/site_settings': settings, 'GET /api/geo': { status: 500 } });
    render(<CustomerServiceForm />);
    const user = await fill('S2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We will reply within two days.')).toBeInTheDocument();
    expect(requestsTo(log, CS)[0].body).toMatchObject({ subject: 'S2', comments: 'My slide-out sticks.', country: 'US', state: 'IN' });
  });

  it('subject S3 goes on the lead path and thanks the person as a lead', async () => {
    const log = mockApi({ [CS]: accepted(), 'GET /api/content/v1/single/site_settings': settings, 'GET /api/geo': { status: 500 } });
    render(<CustomerServiceForm />);
    const user = await fill('S3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A dealer will contact you.')).toBeInTheDocument();
    expect(requestsTo(log, CS)[0].body).toMatchObject({ subject: 'S3', leadSourceName: 'website' });
  });

  it('a 503 shows the error state and keeps the draft', async () => {
    mockApi({ [CS]: { status: 503 }, 'GET /api/geo': { status: 500 } });
    render(<CustomerServiceForm />);
    const user = await fill('S1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_SERVER_ERROR_MESSAGE);
    expect(readDraft('customer-service')?.values.comments).toBe('My slide-out sticks.');
  });
});
