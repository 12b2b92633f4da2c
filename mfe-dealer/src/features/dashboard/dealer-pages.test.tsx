import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi } from '@rv/shared-lib/testing/mock-api';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { MANAGERS_ONLY_MESSAGE } from '../../pages/my-team-page';
import { loadCatalogComponent } from '../products/api/catalog-remote';
import { dealerBrandGroups } from '../products/dealer-brands';

jest.mock('../products/api/catalog-remote', () => ({ loadCatalogComponent: jest.fn() }));
const load = loadCatalogComponent as jest.MockedFunction<typeof loadCatalogComponent>;

const S = '/ignite/sales';
beforeEach(() => {
  resetSession();
  mockApi({});
  load.mockReset();
});

describe('dashboard (spec dealer §2)', () => {
  it("shows the user's name, dealership and brand quick navigation in new tabs", async () => {
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(screen.getByText(/Blue Compass RV of Kalispell \(D1001\)/)).toBeInTheDocument();
    const brands = screen.getByRole('region', { name: 'Your brands' });
    expect(within(brands).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Cougar', 'Montana']);
    const link = within(brands).getByRole('link', { name: /Fifth Wheels of Montana/ });
    expect(link).toHaveAttribute('href', `${S}/product/montana/fifth-wheels/floorplans`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says so when the dealership lists no brands', async () => {
    authStore.getState().loginSuccess(dealerUser({ organizations: [] }));
    renderApp(`${S}/dashboard`);
    expect(await screen.findByText('No brands are listed for your dealership.')).toBeInTheDocument();
  });
});

describe('My Team (spec dealer §6: managers only)', () => {
  it('refuses a salesperson', async () => {
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/my-team`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(MANAGERS_ONLY_MESSAGE);
  });

  it('opens for a manager', async () => {
    authStore.getState().loginSuccess(dealerUser({ manager: true }));
    renderApp(`${S}/my-team`);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
  });
});

describe('My Products: the catalogue remote in dealer mode', () => {
  it("loads mfe-catalog's floorplan browser with the dealer's brand groups, its own prefix and the route's brand and type", async () => {
    const received: unknown[] = [];
    const Browser = (props: Record<string, unknown>) => {
      received.push(props);
      return <h1>My Products</h1>;
    };
    // The remote's module arrives when the test says so: the note shows while it is on its way.
    let arrive: (module: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => { arrive = resolve; }) as never);
    authStore.getState().loginSuccess(dealerUser({ organizations: [{ ...dealerUser().organizations[0], brandList: 'PP,CG' }] }));
    renderApp(`${S}/product/cougar/travel-trailers/floorplans`);
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    arrive(Browser);
    expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('./floorplan-browser');
    expect(received[0]).toEqual({ dealer: true, brandGroups: ['CG', 'PP'], basePath: S, brandName: 'cougar', type: 'travel-trailers' });
  });

  it('loads the model detail for a floorplan route', async () => {
    load.mockResolvedValue(() => <h1>22MLS</h1>);
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/product/cougar/travel-trailers/floorplans/22MLS`);
    expect(await screen.findByRole('heading', { name: '22MLS' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('./model-detail');
  });

  it('shows a fallback with a retry when the catalogue is down', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValue(() => <h1>My Products</h1>);
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/product`);
    expect(await screen.findByRole('alert')).toHaveTextContent('the product catalogue could not be loaded');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
  });

  it.each([['CG,MO', ['CG', 'MO']], ['PP,ST,PP', ['PP', 'ST']], ['', []]])('brand list %p -> groups %p', (brandList, groups) => {
    expect(dealerBrandGroups(dealerUser({ organizations: [{ ...dealerUser().organizations[0], brandList }] }))).toEqual(groups);
  });
});
