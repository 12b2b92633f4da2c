import type { ComponentProps } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rv/shared-lib/router';
import { compareStore, type Model } from '@rv/shared-lib/catalog';
import { contentPage, mockApi } from '@rv/shared-lib/testing';
import { modelFixture } from '../test-fixtures';
import { glossaryDocsFixture } from '../glossary/glossary.fixture';
import { CompareDock } from './components/compare-dock.component';
import { CompareOverlay } from './components/compare-overlay.component';
import { CompareToggle } from './components/compare-toggle.component';
import { CompareTrigger } from './components/compare-trigger.component';
import { FIRST_FRAME_ROWS } from './hooks/use-rows-in-stages';

/** The API as the compare feature meets it: the glossary (its row tooltips) and, when given, the floorplans it looks up. */
const answerApi = (models?: Model[]) => mockApi({
  'GET /api/content/v1/documents': { status: 200, data: contentPage(glossaryDocsFixture, 1, 100) },
  ...(models ? { 'POST /api/search/v1/models': { status: 200, data: { docs: models, total: { value: models.length } } } } : {}),
});

const a = modelFixture();
const b = modelFixture({ uniqueId: 'MO-273BH-2025', modelYear: 2025, specs: { MSRP: null } });
const item = (m: typeof a) => ({ uid: m.uid, uniqueId: m.uniqueId, referenceId: m.referenceId, has360: false, linkto360: null });

describe('compare trigger and overlay', () => {
  beforeEach(() => {
    answerApi();
    window.dataLayer = [];
    compareStore.setState({ items: [item(a), item(b)], open: false });
  });

  it('the trigger names the count, is disabled while loading, and opens the overlay', async () => {
    const { rerender } = render(<CompareTrigger loading />);
    expect(screen.getByRole('button', { name: 'Compare 2 floorplans' })).toBeDisabled();
    rerender(<CompareTrigger loading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare 2 floorplans' }));
    expect(compareStore.getState().open).toBe(true);
  });

  it('the dock opens the overlay (its code fetched on demand) and keeps differences only from one opening to the next', async () => {
    answerApi([a, b]);
    const user = userEvent.setup();
    render(<MemoryRouter><CompareDock /></MemoryRouter>);
    const trigger = screen.getByRole('button', { name: 'Compare 2 floorplans' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toBeEnabled());
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Compare Floorplans' });
    expect(within(dialog).getAllByRole('columnheader', { name: /Montana 273BH/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('switch', { name: 'Show differences only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(within(screen.getByRole('dialog', { name: 'Compare Floorplans' })).getByRole('switch', { name: 'Show differences only' })).toBeChecked();
  });

  it('shows products as columns, a Year row for a duplicate reference, the disclaimer; sends compareRvSubmit', () => {
    compareStore.setState({ open: true });
    render(<MemoryRouter><CompareOverlay products={[a, b]} status="success" /></MemoryRouter>);
    const dialog = screen.getByRole('dialog', { name: 'Compare Floorplans' });
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(dialog).getByRole('row', { name: /Year 2026 2025/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /MSRP \$67,095\* TBD/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('subject to change');
    // Each column opens on its floorplan's door side drawn from its specs, decorative beside the name's link.
    const exteriors = within(dialog).getAllByRole('columnheader').map((th) => within(th).getByRole('presentation'));
    expect(exteriors.map((img) => img.getAttribute('src'))).toEqual(['/api/media/elevation/MO-273BH-2026/side-right.svg', '/api/media/elevation/MO-273BH-2025/side-right.svg']);
    expect(exteriors[0]).toHaveAttribute('alt', '');
    expect(exteriors[0]).toHaveAttribute('width', '1600');
    expect(exteriors[0]).toHaveAttribute('height', '600');
    expect(window.dataLayer).toContainEqual({ event: 'compareRvSubmit', products: [
      { brand: 'Montana', model: 'Montana 273BH', type: 'Fifth Wheels' }, { brand: 'Montana', model: 'Montana 273BH', type: 'Fifth Wheels' },
    ] });
  });

  it('names each column’s brand type from the brand_type content (spec: states and transitions: compare loads brand-type content)', () => {
    compareStore.setState({ open: true });
    const brandTypes = [{ id: 'bt', uid: 'montana-fifth-wheels', type: 'brand_type', data: {
      title: 'Montana Fifth Wheels', brand_slug: 'montana', type_class: 'fifth-wheels', public_url: '/product/montana/fifth-wheels/floorplans',
    } }] as unknown as ComponentProps<typeof CompareOverlay>['brandTypes'];
    render(<MemoryRouter><CompareOverlay products={[a]} status="success" brandTypes={brandTypes} /></MemoryRouter>);
    expect(within(screen.getByRole('columnheader')).getByRole('link', { name: 'Montana Fifth Wheels' })).toHaveAttribute('href', '/product/montana/fifth-wheels/floorplans');
  });

  it('removes a product, closes on Escape, and shows loading and error states', async () => {
    compareStore.setState({ open: true });
    const { rerender } = render(<MemoryRouter><CompareOverlay products={[a, b]} status="success" /></MemoryRouter>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Montana 273BH 2025' }));
    expect(compareStore.getState().items.map((i) => i.uniqueId)).toEqual(['MO-273BH-2026']);
    rerender(<MemoryRouter><CompareOverlay products={[]} status="loading" /></MemoryRouter>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<MemoryRouter><CompareOverlay products={[]} status="error" /></MemoryRouter>);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.keyboard('{Escape}');
    expect(compareStore.getState().open).toBe(false);
  });
});

describe('compare: differences only, glossary, a full list', () => {
  const threeBrands = [
    modelFixture(),
    modelFixture({ uniqueId: 'CG-368MBI-2026', referenceId: '368MBI', uid: 'cougar-368mbi-2026', name: 'Cougar 368MBI', brandName: 'Cougar', specs: { MSRP: 71200, LENGTH: 430, SHIPPINGWEIGHT: 8910 } }),
    modelFixture({ uniqueId: 'AR-3660RL-2026', referenceId: '3660RL', uid: 'arcadia-3660rl-2026', name: 'Arcadia 3660RL', brandName: 'Arcadia', specs: { MSRP: 69900, SHIPPINGWEIGHT: 8910, 'SLEEPING-CAPACITY': null } }),
  ];
  beforeEach(() => {
    answerApi();
    compareStore.setState({ items: threeBrands.map(item), open: true });
  });

  it('"Show differences only" hides the rows where all products agree and says how many differ', async () => {
    render(<MemoryRouter><CompareOverlay products={threeBrands} status="success" /></MemoryRouter>);
    const dialog = screen.getByRole('dialog', { name: 'Compare Floorplans' });
    // The label is the header's first text; a glossary tooltip may follow it.
    const rowNames = () => within(dialog).getAllByRole('rowheader').map((h) => h.firstChild?.textContent?.trim());
    expect(rowNames()).toEqual(['MSRP', 'SHIPPINGWEIGHT', 'LENGTH', 'SLEEPING-CAPACITY', 'NEW-FLOORPLAN', 'STOCK-ONLY']);
    expect(within(dialog).getByRole('row', { name: /SLEEPING-CAPACITY 5 5 -/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show differences only' }));
    expect(rowNames()).toEqual(['MSRP', 'LENGTH', 'SLEEPING-CAPACITY']);
    expect(within(dialog).getByRole('switch')).toHaveAccessibleDescription('3 of 6 rows differ.');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show differences only' }));
    expect(rowNames()).toHaveLength(6);
  });

  it('says so when nothing differs', async () => {
    render(<MemoryRouter><CompareOverlay products={[threeBrands[0], { ...threeBrands[0], uniqueId: 'MO-273BH-X', referenceId: 'X' }]} status="success" /></MemoryRouter>);
    await userEvent.click(screen.getByRole('switch', { name: 'Show differences only' }));
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('No differences: all 6 rows are the same.');
  });

  it('spec rows with a glossary term carry its tooltip', async () => {
    render(<MemoryRouter><CompareOverlay products={threeBrands} status="success" /></MemoryRouter>);
    const tip = await screen.findByRole('button', { name: 'About UVW' });
    expect(tip).toHaveAccessibleDescription('Unloaded Vehicle Weight: The trailer as it leaves the factory.');
    expect(tip.closest('th')?.firstChild).toHaveTextContent('SHIPPINGWEIGHT');
  });

  it('takes four floorplans at most: the trigger says the list is full and other toggles are disabled', () => {
    const fourth = modelFixture({ uniqueId: 'MO-3901RK-2026', referenceId: '3901RK', name: 'Montana 3901RK' });
    const fifth = modelFixture({ uniqueId: 'MO-295RL-2026', referenceId: '295RL', name: 'Montana 295RL' });
    compareStore.setState({ items: [...threeBrands, fourth].map(item), open: false });
    render(<><CompareTrigger loading={false} /><CompareToggle model={fifth} /><CompareToggle model={fourth} /></>);
    const trigger = screen.getByRole('button', { name: 'Compare 4 floorplans' });
    expect(trigger).toHaveAccessibleDescription('List full (4 of 4)');
    expect(screen.getByRole('checkbox', { name: /Compare Montana 295RL 2026.*list full/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Compare Montana 3901RK 2026' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare Montana 3901RK 2026' })).toBeEnabled();
  });
});

describe('compare: opening', () => {
  const manySpecs = Object.fromEntries(Array.from({ length: FIRST_FRAME_ROWS + 8 }, (_, i) => [`SPEC-${i}`, i + 1]));
  const long = [modelFixture({ specs: manySpecs }), modelFixture({ uniqueId: 'CG-368MBI-2026', referenceId: '368MBI', name: 'Cougar 368MBI', specs: manySpecs })];
  beforeEach(() => {
    answerApi();
    compareStore.setState({ items: long.map(item), open: true });
  });

  it('a table longer than the first screen shows every row once open', async () => {
    render(<MemoryRouter><CompareOverlay products={long} status="success" /></MemoryRouter>);
    const dialog = screen.getByRole('dialog', { name: 'Compare Floorplans' });
    expect(await within(dialog).findByRole('row', { name: `SPEC-${FIRST_FRAME_ROWS + 7} ${FIRST_FRAME_ROWS + 8} ${FIRST_FRAME_ROWS + 8}` })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('rowheader')).toHaveLength(6 + FIRST_FRAME_ROWS + 8);
    expect(within(dialog).getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('marks the table busy while the rows below the first screen are still to come', async () => {
    // The first frame is committed and replaced inside render's act(): what it drew shows in the attribute's change.
    const changes: Array<string | null> = [];
    const observer = new MutationObserver((records) => records.forEach((r) => changes.push(r.oldValue)));
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
    render(<MemoryRouter><CompareOverlay products={long} status="success" /></MemoryRouter>);
    const table = within(screen.getByRole('dialog', { name: 'Compare Floorplans' })).getByRole('table');
    await waitFor(() => expect(changes).toEqual(['true']));
    observer.disconnect();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('opened again, shows the table it drew before, every row, without drawing it again', async () => {
    render(<MemoryRouter><CompareOverlay products={long} status="success" /></MemoryRouter>);
    const lastRow = await screen.findByRole('row', { name: `SPEC-${FIRST_FRAME_ROWS + 7} ${FIRST_FRAME_ROWS + 8} ${FIRST_FRAME_ROWS + 8}` });
    act(() => compareStore.setState({ open: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => compareStore.setState({ open: true }));
    const dialog = screen.getByRole('dialog', { name: 'Compare Floorplans' });
    expect(within(dialog).getAllByRole('rowheader')).toHaveLength(6 + FIRST_FRAME_ROWS + 8);
    expect(within(dialog).getByRole('row', { name: `SPEC-${FIRST_FRAME_ROWS + 7} ${FIRST_FRAME_ROWS + 8} ${FIRST_FRAME_ROWS + 8}` })).toBe(lastRow);
  });

  it('keeps focus where the visitor put it when the overlay redraws', async () => {
    const { rerender } = render(<MemoryRouter><CompareOverlay products={long} status="success" /></MemoryRouter>);
    const differences = screen.getByRole('switch', { name: 'Show differences only' });
    differences.focus();
    rerender(<MemoryRouter><CompareOverlay products={long} status="success" brandTypes={[]} /></MemoryRouter>);
    expect(differences).toHaveFocus();
  });
});
