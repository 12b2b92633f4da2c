import { drawElevation, elevationTitle } from './draw-elevation';
import { SIDE_SCALE } from './draw-side';
import { TONGUE } from './layout';
import { LIVERIES, liveryFor } from './livery';
import { axleCountFor, VIEW_NAMES, solarPanelsFor, specsFromRow, type ElevationSpecs, type ElevationView } from './specs';
import type { ModelRow } from '../../catalog-search/repository';

const travelTrailer: ElevationSpecs = {
  name: '26BH', brandSlug: 'springdale', brandName: 'Springdale', modelYear: 2026, kind: 'travel-trailer', hitch: 'bumper',
  lengthIn: 360, heightIn: 130, gvwrLb: 8000, slides: 1, rooms: ['Bedroom@Front', 'Kitchen@Middle', 'Living@Middle', 'Bunks@Rear'],
  garageLengthIn: null, awnings: 1, entryDoors: 1, solarPanels: 0, acUnits: 1, propaneTanks: 2,
};
const fifthWheel: ElevationSpecs = {
  ...travelTrailer, name: '3700FL', brandSlug: 'alpine', brandName: 'Alpine', kind: 'fifth-wheel', hitch: 'pin-box', lengthIn: 500,
  heightIn: 156, gvwrLb: 19000, slides: 5, rooms: ['Living@Front', 'Kitchen@Middle', 'Bedroom@Rear'], awnings: 2, entryDoors: 2, solarPanels: 2, acUnits: 3,
};
const toyHauler: ElevationSpecs = { ...fifthWheel, name: '3814', brandSlug: 'carbon', brandName: 'Carbon', kind: 'toy-hauler', garageLengthIn: 150, slides: 2 };
const destination: ElevationSpecs = { ...travelTrailer, name: '40RLB', brandSlug: 'residence', brandName: 'Residence', kind: 'destination-trailer', lengthIn: 480, slides: 3 };

const draw = (specs: ElevationSpecs, view: ElevationView) => drawElevation(specs, liveryFor(specs.brandSlug), view);
const count = (svg: string, part: string) => (svg.match(new RegExp(`class="${part}"`, 'g')) ?? []).length;

/** The horizontal extent, in pixels, of the drawn body outline. */
function bodyWidth(svg: string): number {
  const d = /class="el-body" d="([^"]+)"/.exec(svg)![1];
  const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
  return Math.max(...xs) - Math.min(...xs);
}

/** x spans of the rectangles inside each group of a class. */
function spans(svg: string, part: string): Array<[number, number]> {
  return [...svg.matchAll(new RegExp(`<g class="${part}"[^>]*><rect x="([\\d.]+)" y="[\\d.]+" width="([\\d.]+)"`, 'g'))]
    .map((m) => [Number(m[1]), Number(m[1]) + Number(m[2])]);
}

describe('drawElevation', () => {
  it('draws every view of every silhouette as an SVG titled with the floorplan and view', () => {
    for (const specs of [travelTrailer, fifthWheel, toyHauler, destination]) {
      for (const view of Object.keys(VIEW_NAMES) as ElevationView[]) {
        const svg = draw(specs, view);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
        expect(svg).toContain(`<title id="`);
        expect(svg).toContain(`>${elevationTitle(specs, view)}</title>`);
        expect(svg).toMatch(/role="img" aria-labelledby="(el[a-z0-9]+)-title"/);
      }
    }
    expect(elevationTitle(fifthWheel, 'side-right')).toBe('2026 Alpine 3700FL exterior, door side');
    expect(elevationTitle({ ...travelTrailer, name: 'Springdale 26BH' }, 'front')).toBe('2026 Springdale 26BH exterior, front');
  });

  it('is deterministic: the same input gives the same bytes', () => {
    expect(draw(fifthWheel, 'side-left')).toBe(draw({ ...fifthWheel, rooms: [...fifthWheel.rooms] }, 'side-left'));
  });

  it('draws a pin box and landing gear only on fifth wheels, an A-frame tongue and propane only on bumper-pulls', () => {
    for (const view of ['side-left', 'side-right', 'front'] as const) {
      expect(count(draw(fifthWheel, view), 'el-pinbox')).toBe(1);
      expect(count(draw(fifthWheel, view), 'el-tongue')).toBe(0);
      expect(count(draw(travelTrailer, view), 'el-pinbox')).toBe(0);
      expect(count(draw(travelTrailer, view), 'el-tongue')).toBe(1);
      expect(count(draw(destination, view), 'el-tongue')).toBe(1);
    }
    expect(count(draw(fifthWheel, 'rear'), 'el-pinbox')).toBe(0);
  });

  it('draws the ramp door only on toy haulers, on both sides and at the rear', () => {
    for (const view of ['side-left', 'side-right', 'rear'] as const) {
      expect(count(draw(toyHauler, view), 'el-ramp')).toBe(1);
      for (const other of [travelTrailer, fifthWheel, destination]) expect(count(draw(other, view), 'el-ramp')).toBe(0);
    }
    expect(draw(fifthWheel, 'rear')).toContain('class="el-ladder"');
  });

  it('draws the body to one scale: its width grows with the length, inch for inch', () => {
    const widths = [240, 300, 420].map((lengthIn) => bodyWidth(draw({ ...travelTrailer, lengthIn }, 'side-left')));
    expect(widths[1] - widths[0]).toBeCloseTo(60 * SIDE_SCALE, 0);
    expect(widths[2] - widths[1]).toBeCloseTo(120 * SIDE_SCALE, 0);
    // A bumper-pull's body is its length less the tongue; a fifth wheel's is its whole length.
    expect(widths[1]).toBeCloseTo((300 - TONGUE) * SIDE_SCALE, 0);
    expect(bodyWidth(draw({ ...fifthWheel, lengthIn: 400 }, 'side-right'))).toBeCloseTo(400 * SIDE_SCALE, 0);
  });

  it('shows each slide-out once: even ones on the road side, odd ones on the door side', () => {
    for (let slides = 0; slides <= 5; slides += 1) {
      const specs = { ...fifthWheel, slides };
      const left = count(draw(specs, 'side-left'), 'el-slide');
      const right = count(draw(specs, 'side-right'), 'el-slide');
      expect([left, right]).toEqual([Math.ceil(slides / 2), Math.floor(slides / 2)]);
    }
  });

  it('puts axles by the GVWR rule under both sides', () => {
    expect([3000, 5500, 5501, 16000, 16001, 22000].map(axleCountFor)).toEqual([1, 1, 2, 2, 3, 3]);
    for (const gvwrLb of [4800, 9000, 19000]) {
      for (const view of ['side-left', 'side-right'] as const) expect(count(draw({ ...travelTrailer, gvwrLb }, view), 'el-wheel')).toBe(axleCountFor(gvwrLb));
    }
  });

  it('draws entry doors and awnings on the door side only, clear of the slide-outs', () => {
    expect(count(draw(fifthWheel, 'side-right'), 'el-door')).toBe(2);
    expect(count(draw(travelTrailer, 'side-right'), 'el-door')).toBe(1);
    expect(count(draw(fifthWheel, 'side-left'), 'el-door')).toBe(0);
    expect(count(draw(fifthWheel, 'side-right'), 'el-awning')).toBe(2);
    expect(count(draw(travelTrailer, 'side-right'), 'el-awning')).toBe(1);
    expect(count(draw({ ...travelTrailer, awnings: 0 }, 'side-right'), 'el-awning')).toBe(0);
    expect(count(draw(fifthWheel, 'side-left'), 'el-awning')).toBe(0);
    const svg = draw(fifthWheel, 'side-right');
    expect(spans(svg, 'el-door')).toHaveLength(2);
    expect(spans(svg, 'el-slide')).toHaveLength(2);
    for (const [from, to] of spans(svg, 'el-door')) {
      for (const [sFrom, sTo] of spans(svg, 'el-slide')) expect(from >= sTo || to <= sFrom).toBe(true);
    }
  });

  it('draws windows for the rooms and solar panels only when a SolarFlex package is fitted', () => {
    expect(count(draw(travelTrailer, 'side-left'), 'el-window')).toBeGreaterThanOrEqual(3);
    expect(count(draw(fifthWheel, 'side-left'), 'el-solar')).toBeGreaterThan(0);
    expect(count(draw(fifthWheel, 'front'), 'el-solar')).toBe(1);
    expect(count(draw({ ...fifthWheel, solarPanels: 0 }, 'side-left'), 'el-solar')).toBe(0);
    expect([['solarflex_800'], ['solarflex_400'], ['solarflex_200'], ['solar'], []].map(solarPanelsFor)).toEqual([4, 2, 1, 0, 0]);
  });

  it('paints each brand in its own livery and word mark', () => {
    const a = draw(travelTrailer, 'side-left');
    const b = draw({ ...travelTrailer, brandSlug: 'sprout', brandName: 'Sprout' }, 'side-left');
    expect(a).not.toBe(b);
    expect(a).toContain(LIVERIES.springdale.accent);
    expect(b).toContain(LIVERIES.sprout.accent);
    expect(b).not.toContain(LIVERIES.springdale.accent);
    expect(a).toMatch(/class="el-wordmark"[^>]*>SPRINGDALE</);
    expect(new Set(Object.values(LIVERIES).map((l) => `${l.body}${l.accent}${l.swoosh}`)).size).toBe(Object.keys(LIVERIES).length);
  });
});

describe('specsFromRow', () => {
  const row = {
    name: '3814', brand_slug: 'carbon', brand_name: 'Carbon', model_year: 2026, type_class_slug: 'toy-haulers', rv_type: 'fifth-wheels',
    length: 470, height: 150, shipping_weight: 15000, carrying_capacity: 4000, slides: 2, rooms: ['Bedroom@Front'], garage_length: 150,
    flags: ['awnings', 'solarflex_400', 'two_entry_doors'], ac_units: 2, propane_tanks: 2,
  } as unknown as ModelRow;

  it('reads type, hitch, GVWR, awnings, doors and solar as the spec sheet does', () => {
    expect(specsFromRow(row)).toMatchObject({
      kind: 'toy-hauler', hitch: 'pin-box', gvwrLb: 19000, awnings: 2, entryDoors: 2, solarPanels: 2, garageLengthIn: 150,
    });
    expect(specsFromRow({ ...row, type_class_slug: 'travel-trailers', rv_type: 'travel-trailers', length: 300, flags: [] } as ModelRow))
      .toMatchObject({ kind: 'travel-trailer', hitch: 'bumper', awnings: 0, entryDoors: 1, solarPanels: 0 });
    expect(specsFromRow({ ...row, type_class_slug: 'destination-trailers', rv_type: 'travel-trailers' } as ModelRow).kind).toBe('destination-trailer');
  });
});
