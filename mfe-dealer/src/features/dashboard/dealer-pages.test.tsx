import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { MANAGERS_ONLY_MESSAGE } from '../../pages/my-team.page';
import { loadCatalogComponent } from '../products/api/catalog-remote';
import { dealerBrandGroups } from '../products/dealer-brands';
import { dealershipChoiceStore } from '../dealership-select/dealership-choice';

jest.mock('../products/api/catalog-remote', () => ({ loadCatalogComponent: jest.fn() }));
const load = loadCatalogComponent as jest.MockedFunction<typeof loadCatalogComponent>;

const S = '/ignite/sales';
beforeEach(() => {
  resetSession();
  dealershipChoiceStore.setState({ byUser: {} });
  mockApi({});
  load.mockReset();
});

describe('dashboard (dealer spec: screens and routes)', () => {
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

describe('My Team (dealer spec: roles and permissions: managers only)', () => {
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
      return <p>Floorplan browser</p>;
    };
    // The remote's module arrives when the test says so: the note shows while it is on its way.
    let arrive: (module: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => { arrive = resolve; }) as never);
    authStore.getState().loginSuccess(dealerUser({ organizations: [{ ...dealerUser().organizations[0], brandList: 'PP,CG' }] }));
    renderApp(`${S}/product/cougar/travel-trailers/floorplans`);
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    arrive(Browser);
    expect(await screen.findByText('Floorplan browser')).toBeInTheDocument();
    // a portal title and one h1, not the consumer site's.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Cougar Travel Trailers Floorplans']);
    expect(document.title).toBe('Cougar Travel Trailers Floorplans · My Products');
    expect(load).toHaveBeenCalledWith('floorplan-browser');
    expect(received[0]).toEqual({ dealer: true, brandGroups: ['CG', 'PP'], basePath: S, brandName: 'cougar', type: 'travel-trailers' });
  });

  it("follows the Location select: the chosen dealership's brand groups, and says whose brands these are", async () => {
    const received: unknown[] = [];
    load.mockResolvedValue(((props: Record<string, unknown>) => { received.push(props); return <p>Floorplan browser</p>; }) as never);
    const manager = dealerUser({ manager: true, guid: 'guid-manager' });
    const lakeshore = { ...manager.organizations[0], dealershipNumber: 'D1002', dealershipName: 'Lakeshore RV Center of Kalispell', brandList: 'HI,OB' };
    authStore.getState().loginSuccess({ ...manager, organizations: [...manager.organizations, lakeshore] });
    renderApp(`${S}/product`);
    expect(await screen.findByText('Brands sold at All 2 of your dealerships.')).toBeInTheDocument();
    await screen.findByText('Floorplan browser');
    expect(received.at(-1)).toMatchObject({ brandGroups: ['CG', 'HI', 'MO', 'OB'] });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'D1002');
    expect(await screen.findByText('Brands sold at Lakeshore RV Center of Kalispell (D1002).')).toBeInTheDocument();
    expect(received.at(-1)).toMatchObject({ brandGroups: ['HI', 'OB'] });
  });

  it('loads the model detail for a floorplan route', async () => {
    load.mockResolvedValue(() => <h1>22MLS</h1>);
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/product/cougar/travel-trailers/floorplans/22MLS`);
    expect(await screen.findByRole('heading', { name: '22MLS' })).toBeInTheDocument();
    // The floorplan screen brings its own h1; the page adds none.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Cougar 22MLS · My Products');
    expect(load).toHaveBeenCalledWith('model-detail');
  });

  it("loads the catalogue's spec comparison, not the floorplan grid, for the specs route", async () => {
    const received: unknown[] = [];
    load.mockResolvedValue(((props: Record<string, unknown>) => {
      received.push(props);
      return <table aria-label="Specifications" />;
    }) as never);
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/product/montana/fifth-wheels/specs`);
    expect(await screen.findByRole('table', { name: 'Specifications' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('spec-comparison');
    expect(load).not.toHaveBeenCalledWith('./floorplan-browser');
    expect(received[0]).toEqual({ dealer: true, brandGroups: ['CG', 'MO'], basePath: S, brandName: 'montana', type: 'fifth-wheels' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Montana Fifth Wheels Specifications']);
    expect(document.title).toBe('Montana Fifth Wheels Specifications · My Products');
    expect(screen.getByRole('link', { name: 'Back to the floorplans' })).toHaveAttribute('href', `${S}/product/montana/fifth-wheels/floorplans`);
  });

  it('shows a fallback with a retry when the catalogue is down', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValue(() => <p>Floorplan browser</p>);
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/product`);
    expect(await screen.findByRole('alert')).toHaveTextContent('the product catalogue could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'My Products' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Floorplan browser')).toBeInTheDocument();
    expect(document.title).toBe('My Products');
  });

  it.each([['CG,MO', ['CG', 'MO']], ['PP,ST,PP', ['PP', 'ST']], ['', []]])('brand list %p -> groups %p', (brandList, groups) => {
    expect(dealerBrandGroups(dealerUser({ organizations: [{ ...dealerUser().organizations[0], brandList }] }))).toEqual(groups);
  });
});
