import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { accepted } from '../../test-support/form-replies';
import { ZIP_NOT_FOUND_MESSAGE } from '../form-fields/hooks/use-zip-lookup';
import OwnerRegistrationForm from './components/owner-registration-form.component';

const REGISTER = 'POST /api/web/form/owner/registration';

beforeEach(() => {
  sessionStorage.clear();
});

describe('owner registration form', () => {
  it('shows the messages for the unit, the sale and the owner', async () => {
    mockApi({});
    render(<OwnerRegistrationForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('VIN'), '1HGBH41JXMN10918O');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of ['Invalid VIN', 'Brand selection is required', 'Purchase Date is required', 'Selling Dealer is required', 'Phone is required', 'Address is required', 'City is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('VIN')).toHaveFocus();
  });

  it('registers the unit', async () => {
    const log = mockApi({ [REGISTER]: accepted(), 'GET /api/geo': { status: 200, data: { status: 'ZERO_RESULTS', results: [] } } });
    render(<OwnerRegistrationForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('VIN'), '4YDF30221KE123456');
    await user.selectOptions(screen.getByLabelText('Brand'), 'MO');
    await user.type(screen.getByLabelText('Purchase Date'), '2024-05-01');
    await user.type(screen.getByLabelText('Selling Dealer'), 'Lakeside RV');
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.type(screen.getByLabelText('Last Name'), 'Owner');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Phone'), '574-555-0100');
    await user.type(screen.getByLabelText('Address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Goshen');
    await user.selectOptions(screen.getByLabelText('State'), 'IN');
    await user.type(screen.getByLabelText('ZIP'), '46526');
    // The lookup runs when the ZIP field is left; its answer comes before the person submits.
    await user.tab();
    expect(await screen.findByText(ZIP_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(requestsTo(log, REGISTER)[0].body).toMatchObject({ vin: '4YDF30221KE123456', purchaseDate: '2024-05-01', state: 'IN' });
  });
});
