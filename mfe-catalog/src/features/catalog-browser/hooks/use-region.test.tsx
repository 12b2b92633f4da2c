import { renderHook, waitFor } from '@testing-library/react';
import { siteStore } from '@rv/shared-lib';
import { afterPendingWork, mockApi, requestsTo, type MockRequest } from '@rv/shared-lib/testing';
import { useRegion } from './use-region';

/** The self-hosted geocoder the browser's position is turned into a state with. */
const GEO = 'POST /api/geo';
const utah = { status: 'OK', results: [{ address_components: [{ types: ['administrative_area_level_1'], short_name: 'UT' }] }] };

/** The browser's location service (jsdom has none): answers a position in Utah. */
const getCurrentPosition = jest.fn((found: PositionCallback) => found({ coords: { latitude: 40.76, longitude: -111.89 } } as GeolocationPosition));

describe('useRegion', () => {
  let log: MockRequest[];
  beforeEach(() => {
    siteStore.setState({ location: { state: null, region: 'BOTH' } });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    getCurrentPosition.mockClear();
    log = mockApi({ [GEO]: { status: 200, data: utah } });
  });

  it('asks the browser location once a page load, however many lists ask, and gives its region', async () => {
    const first = renderHook(() => useRegion(false));
    renderHook(() => useRegion(false));
    await waitFor(() => expect(first.result.current).toBe('WEST'));
    expect(siteStore.getState().location).toEqual({ state: 'UT', region: 'WEST' });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(requestsTo(log, GEO)).toHaveLength(1);
  });

  it('asks nothing for a dealer or once the state is known', async () => {
    renderHook(() => useRegion(true));
    siteStore.setState({ location: { state: 'OH', region: 'EAST' } });
    const known = renderHook(() => useRegion(false));
    await afterPendingWork();
    expect(known.result.current).toBe('EAST');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(requestsTo(log, GEO)).toEqual([]);
  });
});
