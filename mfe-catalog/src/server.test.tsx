import { contentPage, mockApi } from '@rv/shared-lib/testing';
import type { BuildModelOptions, SavedBuild } from './features/build-state';
import { glossaryDocsFixture } from './features/glossary/glossary.fixture';
import { renderPage } from './server';

const draw = (pathname: string, search = '') => renderPage({ pathname, search, config: { companySlug: 'keystone', companyName: 'Keystone RV', status: 200 } });

const MODEL: BuildModelOptions = {
  uniqueId: 'CG-273BH-2026', referenceId: '273BH', modelYear: 2026, name: 'Cougar 273BH', brandSlug: 'cougar', brandName: 'Cougar', brandCode: 'CG', typeClassSlug: 'travel-trailers',
  basePrice: 50000, shippingWeight: 7000, carryingCapacity: 1500, hitchWeight: 840, fifthWheel: false, years: [2026], options: [],
};
const SAVED: SavedBuild = {
  token: 'AAAAAAAAAAAAAAAA', referenceId: '273BH', modelYear: 2026, modelName: 'Cougar 273BH', decor: null, createdAt: '', model: MODEL, options: [], missing: { model: false, options: [] },
};

describe('mfe-catalog’s pages drawn on the server', () => {
  it('draws a tool whose code loads apart in the browser (/glossary) as the page, not its loading status', async () => {
    mockApi({ 'GET /api/content/v1/documents': { status: 200, data: contentPage(glossaryDocsFixture, 1, 100) } });
    const { html } = await draw('/glossary');
    expect(html).toContain('<h1>RV Glossary</h1>');
    expect(html).toContain('Spec sheets are full of abbreviations.');
    expect(html).not.toContain('Loading the page…');
  });

  it('draws the glossary’s terms and hands them to the browser with the page, so it does not load them again', async () => {
    mockApi({ 'GET /api/content/v1/documents': { status: 200, data: contentPage(glossaryDocsFixture, 1, 100) } });
    const { html, seed } = await draw('/glossary');
    expect(html).not.toContain('Loading the glossary…');
    expect(html).toContain('id="gvwr"');
    expect(html).toContain('The most the loaded trailer may weigh.');
    expect((seed.glossary as Array<{ uid: string }>).map((t) => t.uid)).toEqual(expect.arrayContaining(['gvwr', 'uvw', 'dry-weight']));
  });

  it('draws a shared build’s summary, its share link as a path: the server has no window to take an origin from', async () => {
    mockApi({
      'GET /api/web/form/buildprice/AAAAAAAAAAAAAAAA': { status: 200, data: SAVED },
      'GET /api/content/v1/documents': { status: 200, data: contentPage([], 1, 100) },
    });
    const { html } = await draw('/build-my-rv/cougar/travel-trailers/273BH/summary', '?build=AAAAAAAAAAAAAAAA');
    expect(html).toContain('Your Cougar 273BH 2026');
    expect(html).toContain('value="/build-my-rv/cougar/travel-trailers/273BH/summary?build=AAAAAAAAAAAAAAAA"');
    expect(html).not.toContain('Loading the page…');
  });
});
