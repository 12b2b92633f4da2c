import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { SALE_MESSAGES, VIN_MESSAGES } from '@rv/domain/dealer';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, programLine } from '../dashboard/portal-fixtures';

const data = (value: unknown) => ({ status: 200, data: value });
const CATALOGUE = { 'GET /api/programs/catalogue': data([{ itemId: '22MLS', itemGroupId: 'Cougar', brandCode: 'CG', modelYear: 2026 }]) };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  resetSession();
  authStore.getState().loginSuccess(dealerUser());
});

async function fillSale(user: ReturnType<typeof userEvent.setup>, vin: string) {
  renderApp('/ignite/sales/sales/register');
  await user.selectOptions(await screen.findByLabelText('Model and year'), await screen.findByRole('option', { name: 'Cougar 22MLS (2026)' }));
  await user.type(screen.getByLabelText("Buyer's state or province"), 'in');
  await user.type(screen.getByLabelText('VIN'), vin);
  await user.click(screen.getByRole('button', { name: 'Register sale' }));
}

describe('registering a sale by VIN (Formik over the schema the API checks with)', () => {
  it('refuses a wrong check digit in words on the VIN without sending it, then shows the lines a good VIN earned', async () => {
    const log = mockApi({
      ...accountRoutes(), ...CATALOGUE,
      'POST /api/programs/sales': data({ saleId: 1, vin: '1M8GDM9AXKP042788', message: 'Your sale is registered: 1 program line approved to claim.',
        lines: [programLine('R-9', 1, 'Approved', { parmProgramId: 'PR-260701', parmProgramAmount: 200, parmShortVIN: 'KP042788' })] }),
    });
    const user = userEvent.setup();
    await fillSale(user, '1M8GDM9A1KP042788');
    expect(await screen.findByText(VIN_MESSAGES.checkDigit)).toBeInTheDocument();
    expect(screen.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('VIN')).toHaveAccessibleDescription(VIN_MESSAGES.checkDigit);
    expect(requestsTo(log, 'POST /api/programs/sales')).toHaveLength(0);
    await user.clear(screen.getByLabelText('VIN'));
    await user.type(screen.getByLabelText('VIN'), '1m8gdm9axkp042788');
    await user.click(screen.getByRole('button', { name: 'Register sale' }));
    expect(await screen.findByRole('status')).toHaveTextContent('PR-260701: $200, VIN …KP042788, Approved');
    expect(requestsTo(log, 'POST /api/programs/sales')[0].body).toEqual({ vin: '1M8GDM9AXKP042788', itemId: '22MLS', modelYear: 2026, saleDate: expect.any(String), buyerRegion: 'IN' });
  });

  it("starts with the VIN a sold lead's link names, and clears it once the sale is registered", async () => {
    mockApi({
      ...accountRoutes(), ...CATALOGUE,
      'POST /api/programs/sales': data({ saleId: 2, vin: '1M8GDM9AXKP042788', message: 'Your sale is registered: no program pays on it.', lines: [] }),
    });
    const user = userEvent.setup();
    renderApp('/ignite/sales/sales/register?vin=1m8gdm9axkp042788');
    expect(await screen.findByLabelText('VIN')).toHaveValue('1M8GDM9AXKP042788');
    await user.selectOptions(await screen.findByLabelText('Model and year'), await screen.findByRole('option', { name: 'Cougar 22MLS (2026)' }));
    await user.type(screen.getByLabelText("Buyer's state or province"), 'in');
    await user.click(screen.getByRole('button', { name: 'Register sale' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your sale is registered');
    expect(screen.getByLabelText('VIN')).toHaveValue('');
  });

  it('names every missing field and a sale date in the future, sending nothing', async () => {
    const log = mockApi({ ...accountRoutes(), ...CATALOGUE });
    const user = userEvent.setup();
    renderApp('/ignite/sales/sales/register');
    await screen.findByRole('option', { name: 'Cougar 22MLS (2026)' });
    await user.clear(screen.getByLabelText('Sale date'));
    await user.type(screen.getByLabelText('Sale date'), tomorrow());
    await user.click(screen.getByRole('button', { name: 'Register sale' }));
    for (const message of [SALE_MESSAGES.vinRequired, SALE_MESSAGES.modelRequired, SALE_MESSAGES.saleInFuture, SALE_MESSAGES.regionRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(requestsTo(log, 'POST /api/programs/sales')).toHaveLength(0);
  });

  it("shows the API's refusal on the field it names (a VIN registered before)", async () => {
    mockApi({
      ...accountRoutes(), ...CATALOGUE,
      'POST /api/programs/sales': { status: 409, data: { statusCode: 409, message: 'VIN 1M8GDM9AXKP042788 is already registered: a sale is registered once.', field: 'vin' } },
    });
    const user = userEvent.setup();
    await fillSale(user, '1M8GDM9AXKP042788');
    expect(await screen.findByText('VIN 1M8GDM9AXKP042788 is already registered: a sale is registered once.')).toBeInTheDocument();
    expect(screen.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the models cannot be loaded', async () => {
    mockApi({ ...accountRoutes(), 'GET /api/programs/catalogue': { status: 500, data: { message: 'Database unavailable' } } });
    renderApp('/ignite/sales/sales/register');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The models could not be loaded: /);
  });
});
