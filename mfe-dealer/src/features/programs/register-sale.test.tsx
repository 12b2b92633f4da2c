import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, programLine } from '../dashboard/portal-fixtures';
import { VIN_MESSAGES } from '../dealer-api';

const data = (value: unknown) => ({ status: 200, data: value });

beforeEach(() => {
  resetSession();
  authStore.getState().loginSuccess(dealerUser());
});

describe('registering a sale by VIN', () => {
  it('refuses a wrong check digit in words without sending it, then shows the lines a good VIN earned', async () => {
    const log = mockApi({
      ...accountRoutes(),
      'GET /api/programs/catalogue': data([{ itemId: '22MLS', itemGroupId: 'Cougar', brandCode: 'CG', modelYear: 2026 }]),
      'POST /api/programs/sales': data({ saleId: 1, vin: '1M8GDM9AXKP042788', message: 'Your sale is registered: 1 program line approved to claim.',
        lines: [programLine('R-9', 1, 'Approved', { parmProgramId: 'PR-260701', parmProgramAmount: 200, parmShortVIN: 'KP042788' })] }),
    });
    const user = userEvent.setup();
    renderApp('/ignite/sales/sales/register');
    await user.selectOptions(await screen.findByLabelText('Model and year'), await screen.findByRole('option', { name: 'Cougar 22MLS (2026)' }));
    await user.type(screen.getByLabelText("Buyer's state or province"), 'IN');
    await user.type(screen.getByLabelText('VIN'), '1M8GDM9A1KP042788');
    await user.click(screen.getByRole('button', { name: 'Register sale' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VIN_MESSAGES.checkDigit);
    expect(requestsTo(log, 'POST /api/programs/sales')).toHaveLength(0);
    await user.clear(screen.getByLabelText('VIN'));
    await user.type(screen.getByLabelText('VIN'), '1M8GDM9AXKP042788');
    await user.click(screen.getByRole('button', { name: 'Register sale' }));
    expect(await screen.findByRole('status')).toHaveTextContent('PR-260701: $200, VIN …KP042788, Approved');
    expect(requestsTo(log, 'POST /api/programs/sales')[0].body).toMatchObject({ vin: '1M8GDM9AXKP042788', itemId: '22MLS', modelYear: 2026, buyerRegion: 'IN' });
  });
});
