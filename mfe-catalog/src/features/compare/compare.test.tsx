import type { ComponentProps } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { compareStore } from '@rv/shared-lib';
import { modelFixture } from '../test-fixtures';
import { CompareOverlay } from './components/compare-overlay.component';
import { CompareTrigger } from './components/compare-trigger.component';

const a = modelFixture();
const b = modelFixture({ uniqueId: 'MO-273BH-2025', modelYear: 2025, specs: { MSRP: null } });
const item = (m: typeof a) => ({ uid: m.uid, uniqueId: m.uniqueId, referenceId: m.referenceId, has360: false, linkto360: null });

describe('compare trigger and overlay', () => {
  beforeEach(() => {
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

  it('shows products as columns, a Year row for a duplicate reference, the disclaimer; sends compareRvSubmit', () => {
    compareStore.setState({ open: true });
    render(<MemoryRouter><CompareOverlay products={[a, b]} status="success" /></MemoryRouter>);
    const dialog = screen.getByRole('dialog', { name: 'Compare Floorplans' });
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(dialog).getByRole('row', { name: /Year 2026 2025/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /MSRP \$67,095\* TBD/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('subject to change');
    expect(window.dataLayer).toContainEqual({ event: 'compareRvSubmit', products: [
      { brand: 'Montana', model: 'Montana 273BH', type: 'Fifth Wheels' }, { brand: 'Montana', model: 'Montana 273BH', type: 'Fifth Wheels' },
    ] });
  });

  it('names each column’s brand type from the brand_type content (spec §4: compare loads brand-type content)', () => {
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
