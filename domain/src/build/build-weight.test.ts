import { buildWeight, towWarnings, type UnitWeights } from './build-weight';

const travelTrailer: UnitWeights = { shippingWeight: 6000, carryingCapacity: 1800, hitchWeight: 720, fifthWheel: false };
const heavyFifthWheel: UnitWeights = { shippingWeight: 13500, carryingCapacity: 2500, hitchWeight: 2700, fifthWheel: true };
const halfTon = { towingCapacity: 8500, payload: 1800 };
const oneTon = { towingCapacity: 17000, payload: 4000 };
const kinds = (unit: UnitWeights, options: number, vehicle: typeof halfTon | null) => towWarnings(buildWeight(unit, options)!, vehicle).map((w) => w.kind);

describe('build weight arithmetic', () => {
  it('with no options the build weighs what the floorplan ships at', () => {
    expect(buildWeight(travelTrailer, 0)).toEqual({
      estimatedWeight: 6000, hitchWeight: 720, gvwr: 7800, remainingCargo: 1800, optionsWeight: 0, hitchLabel: 'Hitch weight',
    });
  });

  it('each option adds its weight, puts the unit\'s share of it on the hitch and takes it out of the cargo capacity', () => {
    // A 320 lb generator and a 100 lb outdoor kitchen on a trailer with 12% of its weight on the hitch.
    expect(buildWeight(travelTrailer, 420)).toMatchObject({ estimatedWeight: 6420, hitchWeight: 770, gvwr: 7800, remainingCargo: 1380 });
  });

  it('calls a fifth wheel\'s tongue load pin weight, at its own share (20%)', () => {
    expect(buildWeight(heavyFifthWheel, 500)).toMatchObject({ estimatedWeight: 14000, hitchWeight: 2800, hitchLabel: 'Pin weight' });
  });

  it('rounds to whole pounds and never counts negative options', () => {
    expect(buildWeight(travelTrailer, 10.4)).toMatchObject({ estimatedWeight: 6010, hitchWeight: 721 });
    expect(buildWeight(travelTrailer, -50)).toMatchObject({ estimatedWeight: 6000, optionsWeight: 0 });
  });

  it.each([
    [{ ...travelTrailer, shippingWeight: null }],
    [{ ...travelTrailer, hitchWeight: null }],
    [{ ...travelTrailer, carryingCapacity: null }],
    [{ ...travelTrailer, shippingWeight: 0 }],
  ])('is unknown when the floorplan does not publish its weights (%j)', (unit) => {
    expect(buildWeight(unit, 100)).toBeNull();
  });
});

describe('tow vehicle warnings', () => {
  it('warns nothing without a vehicle, unless the options outweigh the carrying capacity', () => {
    expect(kinds(travelTrailer, 400, null)).toEqual([]);
    expect(kinds(travelTrailer, 1900, null)).toEqual(['over-cargo']);
    expect(towWarnings(buildWeight(travelTrailer, 1900)!, null)[0].message).toBe('The options weigh 100 lb more than this floorplan\'s carrying capacity.');
  });

  it('a heavy fifth wheel is over a half-ton truck\'s towing capacity and payload as built', () => {
    const warnings = towWarnings(buildWeight(heavyFifthWheel, 300)!, halfTon);
    expect(warnings.map((w) => w.kind)).toEqual(['over-towing', 'over-payload']);
    expect(warnings[0].message).toBe('Over your tow vehicle\'s towing capacity: this build weighs about 13,800 lb before any cargo; your vehicle is rated to tow 8,500 lb.');
    expect(warnings[1].message).toBe('Over your tow vehicle\'s payload: the pin weight of about 2,760 lb is more than its 1,800 lb payload.');
  });

  it('behind a 1-ton truck it is within the ratings but gets the margin caution; a lighter fifth wheel gets none', () => {
    expect(kinds(heavyFifthWheel, 300, oneTon)).toEqual(['inside-margin']);
    expect(kinds({ shippingWeight: 11000, carryingCapacity: 2000, hitchWeight: 2200, fifthWheel: true }, 300, oneTon)).toEqual([]);
  });

  it('warns when only the loaded weight (GVWR) is over the towing capacity', () => {
    expect(kinds({ ...travelTrailer, shippingWeight: 7500, hitchWeight: 900 }, 0, halfTon)).toEqual(['over-towing-loaded']);
  });

  it('an option can tip the hitch over the payload', () => {
    const unit = { ...travelTrailer, shippingWeight: 6000, hitchWeight: 1790, carryingCapacity: 500 };
    expect(kinds(unit, 0, halfTon)).toEqual(['inside-margin']);
    expect(kinds(unit, 100, halfTon)).toEqual(['over-payload']);
  });

  it('within the ratings but not the 20% margin gets a caution; well within gets nothing', () => {
    expect(kinds(travelTrailer, 0, halfTon)).toEqual(['inside-margin']);
    expect(kinds({ ...travelTrailer, shippingWeight: 5000, carryingCapacity: 1500, hitchWeight: 600 }, 200, halfTon)).toEqual([]);
  });
});
