import { renderHook, waitFor } from '@testing-library/react';
import { siteStore } from '@rv/shared-lib';
import { detectLocation } from '@rv/shared-lib/catalog';
import { afterPendingWork } from '@rv/shared-lib/testing';
import { useRegion } from './use-region';

jest.mock('@rv/shared-lib/catalog', () => ({ ...jest.requireActual('@rv/shared-lib/catalog'), detectLocation: jest.fn() }));

describe('useRegion', () => {
  beforeEach(() => {
    siteStore.setState({ location: { state: null, region: 'BOTH' } });
    jest.mocked(detectLocation).mockReset().mockResolvedValue({ state: 'UT', region: 'WEST' });
  });

  it('asks the browser location once a page load, however many lists ask, and gives its region', async () => {
    const first = renderHook(() => useRegion(false));
    renderHook(() => useRegion(false));
    await waitFor(() => expect(first.result.current).toBe('WEST'));
    expect(siteStore.getState().location).toEqual({ state: 'UT', region: 'WEST' });
    expect(detectLocation).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a dealer or once the state is known', async () => {
    renderHook(() => useRegion(true));
    siteStore.setState({ location: { state: 'OH', region: 'EAST' } });
    const known = renderHook(() => useRegion(false));
    await afterPendingWork();
    expect(known.result.current).toBe('EAST');
    expect(detectLocation).not.toHaveBeenCalled();
  });
});
