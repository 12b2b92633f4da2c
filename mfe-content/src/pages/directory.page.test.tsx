import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentRouteTable, type ContentDocument } from '@rv/shared-lib';
import { mockApi, type MockHandler, type MockReply, type MockRequest } from '@rv/shared-lib/testing';
import { BrandDirectoryPage, BrochuresPage, RvTypesPage } from './directory.page';
import { InnovationPage, InnovationsPage } from './innovations.page';
import { contentDoc, contentPage, renderAt } from './pages.test-utils';
import { doc, img } from '../features/blocks/block-fixtures';

const landing = (type: string, uid: string, title: string, extra = {}) => contentDoc(type, uid, { title, meta_description: `${title}.`, body: [], ...extra });
const brochure = (brand: string, year: number) => contentDoc('brochure', `${brand}-${year}`, {
  label: `${year} ${brand}`, year, brand: doc('brands_landing', brand.toLowerCase()),
  brochure_document: { link_type: 'Media', url: `/api/media/brochure/${brand}-${year}.pdf`, name: 'x.pdf', kind: 'document' }, brochure_image: img(`${brand}-${year}`, `Cover ${brand} ${year}`),
});

const found = (data: unknown): MockReply => ({ status: 200, data });
/** The documents listed for every type asked for (one page). */
const listing = (docs: Array<ContentDocument<unknown>>) => (request: MockRequest): MockReply => found(contentPage(docs.filter((d) => d.type === request.params.type)));
/** The content service: the site settings, `docs` by type and uid, and the listing by type. */
const answerContent = (docs: Array<ContentDocument<unknown>>, list: MockHandler = listing([])) => mockApi({
  'GET /api/content/v1/single/site_settings': found(contentDoc('site_settings', 's', {})),
  ...Object.fromEntries(docs.map((d) => [`GET /api/content/v1/documents/${d.type}/${d.uid}`, found(d)])),
  'GET /api/content/v1/documents': list,
});
const BROCHURES = landing('brochures', 'brochures', 'Brochures');

describe('/brochures', () => {

  it('lists every brochure by model year, newest first, each opening its PDF', async () => {
    answerContent([BROCHURES], listing([brochure('Cougar', 2025), brochure('Alpine', 2026), brochure('Cougar', 2026)]));
    renderAt(<BrochuresPage />, '/brochures');
    const years = await screen.findAllByRole('heading', { level: 2 });
    expect(years.map((h) => h.textContent)).toEqual(['2026 Brochures', '2025 Brochures']);
    const link = screen.getByRole('link', { name: /2026 Alpine Brochure/ });
    expect(link).toHaveAttribute('href', '/api/media/brochure/Alpine-2026.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['empty', [], 'No brochures are available right now.'],
  ])('shows the %s state', async (_s, docs, text) => {
    answerContent([BROCHURES], listing(docs));
    renderAt(<BrochuresPage />, '/brochures');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let fail: (reply: MockReply) => void = () => undefined;
    const failing = new Promise<MockReply>((resolve) => { fail = resolve; });
    let asks = 0;
    answerContent([BROCHURES], (request) => (++asks === 1 ? failing : listing([brochure('Cougar', 2026)])(request)));
    renderAt(<BrochuresPage />, '/brochures');
    expect(await screen.findByText('Loading brochures…')).toBeInTheDocument();
    fail({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Brochures could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /2026 Cougar Brochure/ })).toBeInTheDocument();
  });
});

describe('/innovations', () => {
  it('shows the landing and a card per innovation', async () => {
    answerContent([landing('innovation_landing', 'innovations', 'Innovations')], listing([
      contentDoc('innovation', 'road-armor', { title: 'Road Armor', summary: 'Smoother.', hero_image: img('ra') }),
      contentDoc('innovation', 'solarflex-power', { title: 'SolarFlex Power', summary: 'Solar.', hero_image: img('sf') }),
    ]));
    renderAt(<InnovationsPage />, '/innovations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Innovations' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Power|Armor/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/innovations/solarflex-power', '/innovations/road-armor']);
  });

  it('shows an innovation with the product lines that carry it', async () => {
    answerContent([contentDoc('innovation', 'solarflex-power', { title: 'SolarFlex Power', meta_description: 'Solar.', summary: 'Solar.', brands: ['cougar', 'montana'], hero_image: img('sf'), body: [] })]);
    renderAt(<InnovationPage params={{ slug: 'solarflex-power' }} route={currentRouteTable().find((r) => r.name === 'innovation')!} />, '/innovations/solarflex-power');
    const section = await screen.findByRole('region', { name: 'Available on' });
    expect(within(section).getByRole('link', { name: 'Cougar' })).toHaveAttribute('href', '/product/cougar');
  });

  it('says so when there are no innovations', async () => {
    answerContent([landing('innovation_landing', 'innovations', 'Innovations')], listing([]));
    renderAt(<InnovationsPage />, '/innovations');
    expect(await screen.findByText('No innovations to show yet.')).toBeInTheDocument();
  });
});

describe('/product-lines and /rv-types', () => {
  it('lists the product lines of the brand directory, dropping broken links', async () => {
    answerContent([landing('brand_directory', 'product-lines', 'Product Lines', { intro: [], brands: [
      { brand: doc('brands_landing', 'montana', { title: 'Montana', tagline: 'The legend', logo: img('m', 'Montana logo') }) },
      { brand: doc('brands_landing', 'gone', { title: 'Gone' }, true) },
    ] })]);
    renderAt(<BrandDirectoryPage />, '/product-lines');
    expect(await screen.findByRole('link', { name: 'Montana' })).toHaveAttribute('href', '/product/montana');
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
  });

  it('shows the empty brand directory', async () => {
    answerContent([landing('brand_directory', 'product-lines', 'Product Lines', { brands: [] })]);
    renderAt(<BrandDirectoryPage />, '/product-lines');
    expect(await screen.findByText('No product lines to show yet.')).toBeInTheDocument();
  });

  it('lists every RV type landing', async () => {
    answerContent([], listing([
      contentDoc('type_landing', 'travel-trailers', { title: 'Travel Trailers', meta_description: 'Bumper pull.', hero_image: img('tt') }),
      contentDoc('type_landing', 'fifth-wheels', { title: 'Fifth Wheels', meta_description: 'Tall.', hero_image: img('fw') }),
    ]));
    renderAt(<RvTypesPage />, '/rv-types');
    expect(screen.getByRole('heading', { level: 1, name: 'RV Types' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fifth Wheels' })).toHaveAttribute('href', '/rv-type/fifth-wheels');
    expect(document.title).toBe('RV Types | Keystone RV');
  });

  it('shows an error when the RV types fail', async () => {
    answerContent([], { status: 500 });
    renderAt(<RvTypesPage />, '/rv-types');
    expect(await screen.findByRole('alert')).toHaveTextContent('RV types could not be loaded.');
  });
});
