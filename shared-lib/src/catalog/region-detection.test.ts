import { groupFeatures } from './catalog-search.resource';
import { addViewedFloorplan, readViewedFloorplans } from '@rv/domain/catalog';
import { detectLocation } from './region-detection';

const geolocation = (outcome: 'ok' | 'denied') => ({
  getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (outcome === 'ok') ok({ coords: { latitude: 47.6, longitude: -122.3 } } as GeolocationPosition);
    else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  },
});

describe('spec (states and transitions) region from the browser location', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([['WA', 'WEST'], ['PA', 'EAST'], ['PR', 'BOTH'], [null, 'BOTH']])('state %p gives %s', async (state, region) => {
    await expect(detectLocation(geolocation('ok'), async () => state)).resolves.toEqual({ state, region });
  });
  it('denied location gives BOTH', async () => {
    await expect(detectLocation(geolocation('denied'), async () => 'WA')).resolves.toEqual({ state: null, region: 'BOTH' });
  });
  it('a failing geocoder gives BOTH', async () => {
    await expect(detectLocation(geolocation('ok'), async () => { throw new Error('500'); })).resolves.toEqual({ state: null, region: 'BOTH' });
  });
  it('no geolocation gives BOTH', async () => {
    await expect(detectLocation(undefined)).resolves.toEqual({ state: null, region: 'BOTH' });
  });
});

describe('spec (entities and fields)/recently viewed floorplans cookie', () => {
  it('reads the comma-separated list', () => {
    expect(readViewedFloorplans('a=1; floorplans-viewed=273BH%2C280QB; b=2')).toEqual(['273BH', '280QB']);
    expect(readViewedFloorplans('')).toEqual([]);
  });
  it('adds at the front without duplicates and keeps 10', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `M${i}`);
    expect(addViewedFloorplan(['A', 'B'], 'B')).toEqual(['B', 'A']);
    expect(addViewedFloorplan(eleven, 'NEW')).toHaveLength(10);
    expect(addViewedFloorplan(eleven, 'NEW')[0]).toBe('NEW');
  });
});

describe('feature grouping by the option group order', () => {
  const f = (group: string, label: string, sequence: number) => ({ group, label, sequence, value: 'S' as const, source: 'SO' });
  it('orders groups by the setting, unknown groups after by name, features by sequence', () => {
    const groups = groupFeatures([f('Zeta', 'z', 1), f('Kitchen', 'b', 2), f('Exterior', 'a', 3), f('Kitchen', 'a', 1), f('Alpha', 'x', 1)], ['Exterior', 'Kitchen']);
    expect(groups.map((g) => g.group)).toEqual(['Exterior', 'Kitchen', 'Alpha', 'Zeta']);
    expect(groups[1].features.map((x) => x.label)).toEqual(['a', 'b']);
  });
});
