import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fetchAllByType, fetchBuildOptions, fetchSavedBuild, errorStatus, type BuildModelOptions } from '@rv/shared-lib';
import { ConfigureBuild } from './components/configure-build.component';
import { BuildSummary } from './components/build-summary.component';
import { resetDecors } from './api/build-steps.resource';

jest.mock('@rv/shared-lib', () => ({
  ...jest.requireActual('@rv/shared-lib'),
  fetchBuildOptions: jest.fn(), fetchSavedBuild: jest.fn(), fetchAllByType: jest.fn(), errorStatus: jest.fn(),
}));

const MODEL: BuildModelOptions = {
  referenceId: '273BH', modelYear: 2026, name: 'Cougar 273BH', brandSlug: 'cougar', brandName: 'Cougar', brandCode: 'CG', typeClassSlug: 'travel-trailers',
  basePrice: 50000, shippingWeight: 7000, years: [2026, 2025],
  options: [
    { code: 'package-1', kind: 'package', name: 'OPTION PACKAGE 1', group: 'Packages', price: 1999, weight: 50, includes: ['outdoor-tv-mount'] },
    { code: 'outdoor-tv-mount', kind: 'option', name: 'Outdoor TV Mount', group: 'Exterior', price: 499, weight: 10, includes: [] },
    { code: 'heat-pump', kind: 'option', name: 'Heat Pump', group: 'Convenience', price: 1199, weight: 40, includes: [] },
  ],
};

const at = (url: string, element: React.ReactNode) => render(
  <MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={element} /></Routes></MemoryRouter>,
);

beforeEach(() => {
  resetDecors();
  jest.mocked(fetchBuildOptions).mockResolvedValue(MODEL);
  jest.mocked(fetchAllByType).mockResolvedValue([]);
});

describe('configure a build', () => {
  it('shows packages and options with §9 names and prices, and the total follows the choices', async () => {
    at('/build-my-rv/cougar/travel-trailers/273BH?year=2026', <ConfigureBuild brandSlug="cougar" classSlug="travel-trailers" referenceId="273BH" />);
    expect(await screen.findByRole('heading', { name: /Build your Cougar 273BH/ })).toBeInTheDocument();
    expect(screen.getByText('Total: $50,000')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('checkbox', { name: /Heat Pump/ }));
    expect(screen.getByText('Total: $51,199')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /OPTIONAL PACKAGE ONE/ }));
    expect(screen.getByText('Total: $53,198')).toBeInTheDocument();
    const tv = screen.getByRole('checkbox', { name: /^Outdoor TV Mount/ });
    expect(tv).toBeDisabled();
    expect(tv).toBeChecked();
    expect(screen.getByRole('link', { name: 'Review summary' })).toHaveAttribute('href', '/build-my-rv/cougar/travel-trailers/273BH/summary?year=2026&options=heat-pump%2Cpackage-1');
    expect(await screen.findByText(/Decor choices are not available/)).toBeInTheDocument();
  });

  it('offers a retry when the options fail to load', async () => {
    jest.mocked(fetchBuildOptions).mockRejectedValueOnce(new Error('down'));
    at('/build-my-rv/cougar/travel-trailers/273BH', <ConfigureBuild brandSlug="cougar" classSlug="travel-trailers" referenceId="273BH" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The options could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Build your/ })).toBeInTheDocument();
  });
});

describe('the summary', () => {
  const props = { brandSlug: 'cougar', classSlug: 'travel-trailers', referenceId: '273BH' };

  it('lists base MSRP, each option, decor and the total from the URL', async () => {
    at('/x/summary?year=2026&options=heat-pump&decor=urban-loft', <BuildSummary {...props} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Base MSRP/ })).toHaveTextContent('$50,000*');
    expect(within(table).getByRole('row', { name: /Heat Pump/ })).toHaveTextContent('$1,199');
    expect(within(table).getByRole('row', { name: /Decor/ })).toHaveTextContent('Urban Loft');
    expect(screen.getByTestId('build-total')).toHaveTextContent('$51,199');
    expect(screen.getByRole('button', { name: 'Print spec sheet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my build to a dealer' })).toBeInTheDocument();
  });

  it('restores a shared build and names an option that is gone', async () => {
    jest.mocked(fetchSavedBuild).mockResolvedValue({
      token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: null, createdAt: '', model: MODEL,
      options: [{ code: 'heat-pump', name: 'Heat Pump', price: 1199 }], missing: { model: false, options: [{ code: 'hot-tub', name: 'Hot Tub', price: 9999 }] },
    });
    at('/x/summary?build=AAAAAAAAAAAAAAAA', <BuildSummary {...props} />);
    expect(await screen.findByText('Hot Tub is no longer offered on this floorplan and was left out.')).toBeInTheDocument();
    expect(screen.getByTestId('build-total')).toHaveTextContent('$51,199');
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue('http://localhost/build-my-rv/cougar/travel-trailers/273BH/summary?build=AAAAAAAAAAAAAAAA');
  });

  it('says when the model is gone and keeps what was chosen', async () => {
    jest.mocked(fetchSavedBuild).mockResolvedValue({
      token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: 'urban-loft', createdAt: '', model: null,
      options: [], missing: { model: true, options: [{ code: 'heat-pump', name: 'Heat Pump', price: 1199 }] },
    });
    at('/x/summary?build=AAAAAAAAAAAAAAAA', <BuildSummary {...props} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Cougar 273BH 2026 is no longer offered');
    expect(screen.getByText(/It had: Heat Pump; decor Urban Loft/)).toBeInTheDocument();
  });

  it('an unknown link is a clear 404', async () => {
    jest.mocked(fetchSavedBuild).mockRejectedValue(new Error('404'));
    jest.mocked(errorStatus).mockReturnValue(404);
    at('/x/summary?build=BBBBBBBBBBBBBBBB', <BuildSummary {...props} />);
    expect(await screen.findByText(/We could not find a saved build for this link/)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
