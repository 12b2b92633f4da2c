import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rv/shared-lib/router';
import { mockApi, requestsTo, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import type { BuildModelOptions } from '../build-state';
import { BuildSummary } from './components/build-summary.component';

const MODEL: BuildModelOptions = {
  uniqueId: 'CG-273BH-2026', referenceId: '273BH', modelYear: 2026, name: 'Cougar 273BH', brandSlug: 'cougar', brandName: 'Cougar', brandCode: 'CG', typeClassSlug: 'travel-trailers',
  basePrice: 50000, shippingWeight: 7000, carryingCapacity: 1500, hitchWeight: 840, fifthWheel: false, years: [2026],
  options: [{ code: 'heat-pump', kind: 'option', name: 'Heat Pump', group: 'Convenience', price: 1199, weight: 40, includes: [] }],
};
const props = { brandSlug: 'cougar', classSlug: 'travel-trailers', referenceId: '273BH' };
const at = (url: string) => render(<MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={<BuildSummary {...props} />} /></Routes></MemoryRouter>);

/** The build and price service: the floorplan's options, and saving a build (`save`); the content service's decors (none). */
const SAVE = 'POST /api/web/form/buildprice';
let log: MockRequest[] = [];
const answerApi = (routes: Record<string, MockHandler> = {}) => (log = mockApi({
  'GET /api/web/form/buildprice/models/273BH/options': { status: 200, data: MODEL },
  'GET /api/content/v1/documents': { status: 200, data: { page: 1, results_per_page: 100, total_results_size: 0, total_pages: 1, results: [] } },
  ...routes,
}));
/** The builds the page saved, as it sent them. */
const savedBuilds = () => requestsTo(log, SAVE).map((r) => r.body);

/** The links the page clicked to download, by their address and file name. */
let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  answerApi();
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the summary\'s "Download PDF"', () => {
  it('saves a draft build once and downloads its spec sheet from the API, beside "Print spec sheet"', async () => {
    answerApi({ [SAVE]: { status: 200, data: { token: 'TOKEN00000000001' } } });
    at('/x/summary?year=2026&options=heat-pump&decor=urban-loft');
    expect(await screen.findByRole('button', { name: 'Print spec sheet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(clicked).toEqual([{ href: '/api/media/build/TOKEN00000000001.pdf', download: 'build-TOKEN00000000001.pdf' }]);
    expect(savedBuilds()).toEqual([{ referenceId: '273BH', modelYear: 2026, options: ['heat-pump'], decor: 'urban-loft' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(clicked).toHaveLength(2);
    expect(savedBuilds()).toHaveLength(1);
  });

  it('downloads a shared build by its own token without saving it again', async () => {
    answerApi({ 'GET /api/web/form/buildprice/AAAAAAAAAAAAAAAA': { status: 200, data: {
      token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: null, createdAt: '', model: MODEL,
      options: [], missing: { model: false, options: [] },
    } } });
    at('/x/summary?build=AAAAAAAAAAAAAAAA');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(clicked).toEqual([{ href: '/api/media/build/AAAAAAAAAAAAAAAA.pdf', download: 'build-AAAAAAAAAAAAAAAA.pdf' }]);
    expect(savedBuilds()).toEqual([]);
  });

  it('says so when the build cannot be saved, and lets the visitor try again', async () => {
    let saves = 0;
    answerApi({ [SAVE]: () => (++saves === 1 ? { status: 500 } : { status: 200, data: { token: 'TOKEN00000000002' } }) });
    at('/x/summary?year=2026');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be saved/);
    expect(clicked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(clicked).toEqual([{ href: '/api/media/build/TOKEN00000000002.pdf', download: 'build-TOKEN00000000002.pdf' }]);
  });
});
