import { act, render, screen } from '@testing-library/react';
import { bus, loadExposedComponent, type SearchOverlayProps } from '@rv/shared-lib';
import { preloadSearchOverlay, SearchOverlayHost } from './search-overlay-host';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), loadExposedComponent: jest.fn() }));

function FakeOverlay({ initialQuery }: SearchOverlayProps) {
  return <div role="dialog" aria-label="Search the site"><input type="search" defaultValue={initialQuery} /></div>;
}

// A file of its own: the host keeps the loaded component for the page's life.
describe('search overlay loaded on a sign of intent', () => {
  it('draws the first opening at once once the code was loaded ahead, and asks for it once', async () => {
    let failOnce = true;
    jest.mocked(loadExposedComponent).mockImplementation(async () => {
      if (failOnce) {
        failOnce = false;
        throw new Error('mfe-content is down');
      }
      return FakeOverlay as never;
    });
    render(<SearchOverlayHost />);
    // A failed load is tried again on the next sign of intent.
    await act(() => preloadSearchOverlay());
    await act(() => Promise.all([preloadSearchOverlay(), preloadSearchOverlay()]));
    expect(loadExposedComponent).toHaveBeenCalledTimes(2);
    expect(loadExposedComponent).toHaveBeenLastCalledWith('mfe-content', 'search-overlay');

    act(() => bus.publish('search:open', { query: 'awning' }));
    expect(screen.getByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('awning');
  });
});
