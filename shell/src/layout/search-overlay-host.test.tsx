import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, loadExposedComponent, type SearchOverlayProps } from '@rv/shared-lib';
import { SearchOverlayHost } from './search-overlay-host';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), loadExposedComponent: jest.fn() }));

function FakeOverlay({ initialQuery, onClose }: SearchOverlayProps) {
  return (
    <div role="dialog" aria-label="Search the site">
      <input type="search" defaultValue={initialQuery} />
      <button type="button" onClick={onClose}>Close search</button>
    </div>
  );
}

describe('search overlay host', () => {
  // The loaded component is kept for the page's life, so the first opening's behaviour is tested first.
  it('keeps an overlay opened while its code loaded when the page redraws', async () => {
    jest.mocked(loadExposedComponent).mockResolvedValue(FakeOverlay as never);
    const { rerender } = render(<SearchOverlayHost />);
    act(() => bus.publish('search:open', {}));
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'bat' } });
    rerender(<SearchOverlayHost />);
    expect(screen.getByRole('searchbox')).toHaveValue('bat');
  });

  it('loads the overlay on the first request, then draws it at once on every later one', async () => {
    jest.mocked(loadExposedComponent).mockResolvedValue(FakeOverlay as never);
    render(<SearchOverlayHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.publish('search:open', { query: 'battery' }));
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('battery');
    act(() => screen.getByRole('button', { name: 'Close search' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // No waiting: the second opening renders in the same update as the request.
    act(() => bus.publish('search:open', { query: 'awning' }));
    expect(screen.getByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('awning');
  });
});
