import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAllByType, fetchDocument, fetchSingle, currentRouteTable } from '@rv/shared-lib';
import { BrandDirectoryPage, BrochuresPage, RvTypesPage } from './directory.page';
import { InnovationPage, InnovationsPage } from './innovations.page';
import { contentDoc, httpError, renderAt } from './pages.test-utils';
import { doc, img } from '../features/blocks/block-fixtures';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchDocument: jest.fn(), fetchSingle: jest.fn(), fetchAllByType: jest.fn() }));

const landing = (type: string, uid: string, title: string, extra = {}) => contentDoc(type, uid, { title, meta_description: `${title}.`, body: [], ...extra });
const brochure = (brand: string, year: number) => contentDoc('brochure', `${brand}-${year}`, {
  label: `${year} ${brand}`, year, brand: doc('brands_landing', brand.toLowerCase()),
  brochure_document: { link_type: 'Media', url: `/api/media/brochure/${brand}-${year}.pdf`, name: 'x.pdf', kind: 'document' }, brochure_image: img(`${brand}-${year}`, `Cover ${brand} ${year}`),
});

beforeEach(() => {
  jest.mocked(fetchSingle).mockResolvedValue(contentDoc('site_settings', 's', {}));
  jest.mocked(fetchAllByType).mockReset();
});

describe('/brochures', () => {
  beforeEach(() => jest.mocked(fetchDocument).mockResolvedValue(landing('brochures', 'brochures', 'Brochures') as never));

  it('lists every brochure by model year, newest first, each opening its PDF', async () => {
    jest.mocked(fetchAllByType).mockResolvedValue([brochure('Cougar', 2025), brochure('Alpine', 2026), brochure('Cougar', 2026)] as never);
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
    jest.mocked(fetchAllByType).mockResolvedValue(docs as never);
    renderAt(<BrochuresPage />, '/brochures');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const failing = new Promise<never>((_resolve, reject) => { fail = reject; });
    jest.mocked(fetchAllByType).mockReturnValueOnce(failing).mockResolvedValue([brochure('Cougar', 2026)] as never);
    renderAt(<BrochuresPage />, '/brochures');
    expect(await screen.findByText('Loading brochures…')).toBeInTheDocument();
    fail(httpError(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Brochures could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /2026 Cougar Brochure/ })).toBeInTheDocument();
  });
});

describe('/innovations', () => {
  it('shows the landing and a card per innovation', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(landing('innovation_landing', 'innovations', 'Innovations') as never);
    jest.mocked(fetchAllByType).mockResolvedValue([
      contentDoc('innovation', 'road-armor', { title: 'Road Armor', summary: 'Smoother.', hero_image: img('ra') }),
      contentDoc('innovation', 'solarflex-power', { title: 'SolarFlex Power', summary: 'Solar.', hero_image: img('sf') }),
    ] as never);
    renderAt(<InnovationsPage />, '/innovations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Innovations' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Power|Armor/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/innovations/solarflex-power', '/innovations/road-armor']);
  });

  it('shows an innovation with the product lines that carry it', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(contentDoc('innovation', 'solarflex-power', { title: 'SolarFlex Power', meta_description: 'Solar.', summary: 'Solar.', brands: ['cougar', 'montana'], hero_image: img('sf'), body: [] }) as never);
    renderAt(<InnovationPage params={{ slug: 'solarflex-power' }} route={currentRouteTable().find((r) => r.name === 'innovation')!} />, '/innovations/solarflex-power');
    const section = await screen.findByRole('region', { name: 'Available on' });
    expect(within(section).getByRole('link', { name: 'Cougar' })).toHaveAttribute('href', '/product/cougar');
  });

  it('says so when there are no innovations', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(landing('innovation_landing', 'innovations', 'Innovations') as never);
    jest.mocked(fetchAllByType).mockResolvedValue([]);
    renderAt(<InnovationsPage />, '/innovations');
    expect(await screen.findByText('No innovations to show yet.')).toBeInTheDocument();
  });
});

describe('/product-lines and /rv-types', () => {
  it('lists the product lines of the brand directory, dropping broken links', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(landing('brand_directory', 'product-lines', 'Product Lines', { intro: [], brands: [
      { brand: doc('brands_landing', 'montana', { title: 'Montana', tagline: 'The legend', logo: img('m', 'Montana logo') }) },
      { brand: doc('brands_landing', 'gone', { title: 'Gone' }, true) },
    ] }) as never);
    renderAt(<BrandDirectoryPage />, '/product-lines');
    expect(await screen.findByRole('link', { name: 'Montana' })).toHaveAttribute('href', '/product/montana');
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
  });

  it('shows the empty brand directory', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(landing('brand_directory', 'product-lines', 'Product Lines', { brands: [] }) as never);
    renderAt(<BrandDirectoryPage />, '/product-lines');
    expect(await screen.findByText('No product lines to show yet.')).toBeInTheDocument();
  });

  it('lists every RV type landing', async () => {
    jest.mocked(fetchAllByType).mockResolvedValue([
      contentDoc('type_landing', 'travel-trailers', { title: 'Travel Trailers', meta_description: 'Bumper pull.', hero_image: img('tt') }),
      contentDoc('type_landing', 'fifth-wheels', { title: 'Fifth Wheels', meta_description: 'Tall.', hero_image: img('fw') }),
    ] as never);
    renderAt(<RvTypesPage />, '/rv-types');
    expect(screen.getByRole('heading', { level: 1, name: 'RV Types' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fifth Wheels' })).toHaveAttribute('href', '/rv-type/fifth-wheels');
    expect(document.title).toBe('RV Types | Keystone RV');
  });

  it('shows an error when the RV types fail', async () => {
    jest.mocked(fetchAllByType).mockRejectedValue(httpError(500));
    renderAt(<RvTypesPage />, '/rv-types');
    expect(await screen.findByRole('alert')).toHaveTextContent('RV types could not be loaded.');
  });
});
