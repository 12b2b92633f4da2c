import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rv/shared-lib/router';
import { fetchAllByType } from '@rv/shared-lib';
import { fetchBuildOptions, fetchSavedBuild, saveBuild, type BuildModelOptions } from '../build-state';
import { BuildSummary } from './components/build-summary.component';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchAllByType: jest.fn() }));
jest.mock('../build-state', () => ({ ...jest.requireActual('../build-state'), fetchBuildOptions: jest.fn(), fetchSavedBuild: jest.fn(), saveBuild: jest.fn() }));

const MODEL: BuildModelOptions = {
  uniqueId: 'CG-273BH-2026', referenceId: '273BH', modelYear: 2026, name: 'Cougar 273BH', brandSlug: 'cougar', brandName: 'Cougar', brandCode: 'CG', typeClassSlug: 'travel-trailers',
  basePrice: 50000, shippingWeight: 7000, carryingCapacity: 1500, hitchWeight: 840, fifthWheel: false, years: [2026],
  options: [{ code: 'heat-pump', kind: 'option', name: 'Heat Pump', group: 'Convenience', price: 1199, weight: 40, includes: [] }],
};
const props = { brandSlug: 'cougar', classSlug: 'travel-trailers', referenceId: '273BH' };
const at = (url: string) => render(<MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={<BuildSummary {...props} />} /></Routes></MemoryRouter>);

/** The links the page clicked to download, by their address and file name. */
let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  jest.mocked(fetchBuildOptions).mockResolvedValue(MODEL);
  jest.mocked(fetchAllByType).mockResolvedValue([]);
  jest.mocked(saveBuild).mockReset();
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the summary\'s "Download PDF"', () => {
  it('saves a draft build once and downloads its spec sheet from the API, beside "Print spec sheet"', async () => {
    jest.mocked(saveBuild).mockResolvedValue({ token: 'TOKEN00000000001' });
    at('/x/summary?year=2026&options=heat-pump&decor=urban-loft');
    expect(await screen.findByRole('button', { name: 'Print spec sheet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(clicked).toEqual([{ href: '/api/media/build/TOKEN00000000001.pdf', download: 'build-TOKEN00000000001.pdf' }]);
    expect(saveBuild).toHaveBeenCalledWith({ referenceId: '273BH', modelYear: 2026, options: ['heat-pump'], decor: 'urban-loft' });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(clicked).toHaveLength(2);
    expect(saveBuild).toHaveBeenCalledTimes(1);
  });

  it('downloads a shared build by its own token without saving it again', async () => {
    jest.mocked(fetchSavedBuild).mockResolvedValue({
      token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: null, createdAt: '', model: MODEL,
      options: [], missing: { model: false, options: [] },
    });
    at('/x/summary?build=AAAAAAAAAAAAAAAA');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(clicked).toEqual([{ href: '/api/media/build/AAAAAAAAAAAAAAAA.pdf', download: 'build-AAAAAAAAAAAAAAAA.pdf' }]);
    expect(saveBuild).not.toHaveBeenCalled();
  });

  it('says so when the build cannot be saved, and lets the visitor try again', async () => {
    jest.mocked(saveBuild).mockRejectedValueOnce(new Error('down')).mockResolvedValue({ token: 'TOKEN00000000002' });
    at('/x/summary?year=2026');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be saved/);
    expect(clicked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(clicked).toEqual([{ href: '/api/media/build/TOKEN00000000002.pdf', download: 'build-TOKEN00000000002.pdf' }]);
  });
});
