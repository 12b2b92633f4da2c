import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { contentPage, mockApi } from '@rv/shared-lib/testing';
import { modelFixture } from '../test-fixtures';
import { glossaryDocsFixture } from '../glossary/glossary.fixture';
import { SpecList } from '../model-detail/components/spec-list.component';
import { SpecComparison } from './components/spec-comparison.component';


const models = [
  modelFixture({ specs: { HITCHWEIGHT: 1500 } }),
  modelFixture({ uniqueId: 'MO-3901RK-2026', referenceId: '3901RK', name: 'Montana 3901RK', specs: { MSRP: 80100, LENGTH: 422, HITCHWEIGHT: 1500 } }),
];

beforeEach(() => {
  mockApi({
    'GET /api/content/v1/documents': { status: 200, data: contentPage(glossaryDocsFixture, 1, 100) },
    'POST /api/search/v1/models': { status: 200, data: { docs: models, total: { value: 2 } } },
  });
});

describe('specs page: show differences only', () => {
  it('hides the spec columns on which every floorplan agrees, "-" for missing values', async () => {
    render(<MemoryRouter><SpecComparison brandName="montana" type="fifth-wheels" /></MemoryRouter>);
    const table = await screen.findByRole('table');
    const columns = () => within(table).getAllByRole('columnheader').map((h) => h.firstChild?.textContent?.trim());
    expect(columns()).toContain('SHIPPINGWEIGHT');
    expect(within(table).getByRole('row', { name: /Montana 3901RK/ })).toHaveTextContent('$80,100*');
    expect(within(table).getAllByRole('cell').some((c) => c.textContent === '')).toBe(false);
    expect(within(table).getAllByRole('cell').filter((c) => c.textContent === '-').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('switch', { name: 'Show differences only' }));
    expect(columns()).toEqual(['Floorplan', 'MSRP', 'LENGTH']);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription(/^2 of \d+ specs differ\.$/);
  });

  it('column headers of spec terms carry their glossary tooltip', async () => {
    render(<MemoryRouter><SpecComparison brandName="montana" type="fifth-wheels" /></MemoryRouter>);
    expect(await screen.findByRole('button', { name: 'About Hitch weight (pin weight)' })).toHaveAccessibleDescription('The weight on your truck.');
  });
});

describe('model detail specs: plain-language tooltips', () => {
  it('explains spec terms and the floorplan’s layout letters, and links the glossary', async () => {
    render(<MemoryRouter><SpecList model={models[1]} /></MemoryRouter>);
    expect(await screen.findByRole('button', { name: 'About RK' })).toHaveAccessibleDescription('Rear Kitchen: The kitchen is at the back.');
    expect(screen.getByText(/RK in 3901RK is a layout code/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About UVW' }).closest('dt')).toHaveTextContent(/SHIPPINGWEIGHT/);
    expect(screen.getByRole('link', { name: 'Read the RV glossary' })).toHaveAttribute('href', '/glossary');
  });

  it('adds the layout-letters sentence below the spec list, so the specs do not move when the glossary arrives', async () => {
    const { container } = render(<MemoryRouter><SpecList model={models[1]} /></MemoryRouter>);
    const list = container.querySelector('dl')!;
    const before = list.previousElementSibling;
    const sentence = (await screen.findByText(/RK in 3901RK is a layout code/)).closest('p')!;
    expect(list.compareDocumentPosition(sentence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.previousElementSibling).toBe(before);
  });
});
