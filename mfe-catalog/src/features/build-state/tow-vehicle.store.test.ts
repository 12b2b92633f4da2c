import { towVehicleFromRatings, towVehiclePreset, towVehicleStore } from './tow-vehicle.store';

describe('the remembered tow vehicle', () => {
  afterEach(() => towVehicleStore.getState().choose(null));

  it('takes a preset\'s ratings', () => {
    expect(towVehiclePreset('half-ton')).toEqual({ id: 'half-ton', label: 'Half-ton truck', towingCapacity: 8500, payload: 1800 });
    expect(towVehiclePreset('tractor')).toBeUndefined();
  });

  it('names typed ratings after the preset they equal, else "Your vehicle"', () => {
    expect(towVehicleFromRatings({ towingCapacity: 8500, payload: 1800 }).id).toBe('half-ton');
    expect(towVehicleFromRatings({ towingCapacity: 9100, payload: 1750 })).toEqual({ id: 'custom', label: 'Your vehicle', towingCapacity: 9100, payload: 1750 });
  });

  it('is kept in localStorage for the next page and visit', () => {
    towVehicleStore.getState().choose(towVehiclePreset('one-ton')!);
    expect(JSON.parse(localStorage.getItem('rv-tow-vehicle')!).state.vehicle).toMatchObject({ id: 'one-ton', towingCapacity: 17000 });
  });

  it('refuses ratings that are not whole positive pounds', () => {
    towVehicleStore.getState().choose({ id: 'custom', label: 'x', towingCapacity: -1, payload: 100 });
    expect(towVehicleStore.getState().vehicle).toBeNull();
  });

  it('drops a stored value of another shape on rehydration', async () => {
    localStorage.setItem('rv-tow-vehicle', JSON.stringify({ state: { vehicle: { id: 'x', towingCapacity: 'lots' } }, version: 0 }));
    await towVehicleStore.persist.rehydrate();
    expect(towVehicleStore.getState().vehicle).toBeNull();
    localStorage.setItem('rv-tow-vehicle', JSON.stringify({ state: { vehicle: towVehiclePreset('half-ton') }, version: 0 }));
    await towVehicleStore.persist.rehydrate();
    expect(towVehicleStore.getState().vehicle?.label).toBe('Half-ton truck');
  });
});
