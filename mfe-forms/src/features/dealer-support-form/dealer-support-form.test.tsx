import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { accepted } from '../../test-support/form-replies';
import DealerSupportForm from './components/dealer-support-form.component';

const SUPPORT = 'POST /api/form/dealer/support';

beforeEach(() => {
  sessionStorage.clear();
});

describe('dealer support form (dealer spec (the calls))', () => {
  it('shows the messages of its rules', async () => {
    mockApi({});
    render(<DealerSupportForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of ['Dealer Number is required', 'Topic selection is required', 'First Name is required', 'Invalid Phone', 'Comments is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Dealer Number')).toHaveFocus();
  });

  it('posts to /form/dealer/support with the portal dealer number prefilled', async () => {
    const log = mockApi({ [SUPPORT]: accepted() });
    render(<DealerSupportForm dealerNumber="D100" />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Topic'), 'warranty');
    await user.type(screen.getByLabelText('First Name'), 'Dana');
    await user.type(screen.getByLabelText('Last Name'), 'Dealer');
    await user.type(screen.getByLabelText('Email'), 'dana@dealer.example');
    await user.type(screen.getByLabelText('Comments'), 'Claim 42 is stuck.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your request has been received.');
    expect(requestsTo(log, SUPPORT)[0].body).toMatchObject({ dealerNumber: 'D100', topic: 'warranty' });
  });

  it('starts with the signed-in person\'s name and e-mail when the portal passes them', async () => {
    const log = mockApi({ [SUPPORT]: accepted() });
    render(<DealerSupportForm dealerNumber="D100" contact={{ firstName: 'Sam', lastName: 'Sellers', email: 'sam@dealer.example' }} />);
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Sellers');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@dealer.example');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Topic'), 'parts');
    await user.type(screen.getByLabelText('Comments'), 'Need an awning arm.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your request has been received.');
    expect(requestsTo(log, SUPPORT)[0].body).toMatchObject({ dealerNumber: 'D100', firstName: 'Sam', lastName: 'Sellers', email: 'sam@dealer.example' });
  });
});
