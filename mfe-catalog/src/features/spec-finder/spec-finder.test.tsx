import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rv/shared-lib/router';
import type { SearchRequest } from '@rv/shared-lib/catalog';
import { afterPendingWork, contentPage, mockApi, requestsTo, type MockReply, type MockRequest } from '@rv/shared-lib/testing';
import { modelFixture } from '../test-fixtures';
import { SpecFinder } from './components/spec-finder.component';

/** The catalogue search the finder asks (POST, a read). */
const MODELS = 'POST /api/search/v1/models';
// The spec sheet's glossary tooltips read content documents; none are needed to find specs.
const GLOSSARY = { 'GET /api/content/v1/documents': { status: 200, data: contentPage([]) } };

const MO_2026 = modelFixture();
const MO_2025 = modelFixture({ uniqueId: 'MO-273BH-2025', modelYear: 2025, specs: { MSRP: 64999 } });
const CG = modelFixture({ uniqueId: 'CG-29RKS-2026', referenceId: '29RKS', name: 'Cougar 29RKS', brandName: 'Cougar' });

let location = '';
function Where() {
  location = `${useLocation().pathname}${useLocation().search}`;
  return null;
}
const open = (url = '/spec-finder') => render(
  <MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={<><SpecFinder /><Where /></>} /></Routes></MemoryRouter>,
);
const find = async (text: string, year = '') => {
  await userEvent.type(screen.getByLabelText('Reference id or name'), text);
  if (year) await userEvent.selectOptions(screen.getByLabelText('Model year'), year);
  await userEvent.click(screen.getByRole('button', { name: 'Find specs' }));
};

/** The search's answer: the floorplans of the asked reference ids, or all of them. */
const searchAnswer = (request: MockRequest): MockReply => {
  const ref = (request.body as SearchRequest).filters?.model?.referenceId;
  const docs = ref ? [MO_2026, MO_2025, CG].filter((m) => ([] as string[]).concat(ref).includes(m.referenceId)) : [MO_2025, MO_2026, CG];
  return { status: 200, data: { docs, total: { value: docs.length } } };
};
let log: MockRequest[] = [];
const searched = () => requestsTo(log, MODELS).map((r) => r.body as SearchRequest);

beforeEach(() => {
  log = mockApi({ ...GLOSSARY, [MODELS]: searchAnswer });
});

describe('spec finder', () => {
  it('finds a floorplan by its reference id (any case), newest year first, and opens its spec sheet', async () => {
    open();
    await find('273bh');
    expect(await screen.findByRole('heading', { name: '2 floorplans found for “273bh”' })).toBeInTheDocument();
    expect(searched()[0].filters?.model).toMatchObject({ referenceId: ['273BH'] });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Montana 273BH 2026 (273BH)', 'Montana 273BH 2025 (273BH)']);
    await userEvent.click(links[1]);
    expect(location).toBe('/spec-finder?q=273bh&ref=273BH&show=2025');
    expect(await screen.findByRole('heading', { name: 'Montana 273BH 2025' })).toBeInTheDocument();
    expect(screen.getByText(/Base MSRP: \$64,999/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See photos and features' })).toHaveAttribute('href', '/product/montana/fifth-wheels/floorplans/273BH');
    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
  });

  it('finds by part of a name, narrowed to a year', async () => {
    open();
    await find('cougar', '2026');
    expect(await screen.findByRole('heading', { name: '1 floorplan found for “cougar”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cougar 29RKS 2026 (29RKS)' })).toBeInTheDocument();
    expect(location).toBe('/spec-finder?q=cougar&year=2026');
  });

  it('asks for at least two characters, and says when a floorplan year is not found', async () => {
    open();
    await find('x');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a model reference id (like 273BH) or at least 2 letters of a name.');
    await afterPendingWork();
    expect(searched()).toEqual([]);
    open('/spec-finder?q=273BH&ref=273BH&show=1999');
    expect(await screen.findByText('That floorplan year was not found.')).toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    let asks = 0;
    log = mockApi({ ...GLOSSARY, [MODELS]: (request) => (++asks === 1 ? { status: 500 } : searchAnswer(request)) });
    open('/spec-finder?q=273BH');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '2 floorplans found for “273BH”' })).toBeInTheDocument();
  });
});
