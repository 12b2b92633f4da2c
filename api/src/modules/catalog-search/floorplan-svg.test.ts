import { drawingVersion, floorplanSvg } from './floorplan-svg';

type Row = Parameters<typeof floorplanSvg>[0];
const base = { type_class_slug: 'travel-trailers', garage_length: null, bed_type: 'Queen', bathrooms: '1', flags: [] as string[] };
const bunkhouse = { ...base, name: 'Cougar 270BH', length: 330, slides: 1, rooms: ['Bedroom@Front', 'Kitchen@Middle', 'Living@Middle', 'Bunks@Rear'], rv_type: 'travel-trailers', sleeps: 8 } as unknown as Row;
const rearLiving = {
  ...base, name: 'Cougar 290RL', length: 410, slides: 2, rooms: ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'], rv_type: 'travel-trailers', sleeps: 4,
  flags: ['fireplace', 'kitchen_island', 'rear_living'],
} as unknown as Row;
const toyHauler = {
  ...base, name: 'Raptor 329GK', length: 492, slides: 3, rooms: ['Bedroom@Front', 'Living@Middle', 'Kitchen@Middle'], rv_type: 'fifth-wheels',
  type_class_slug: 'toy-haulers', garage_length: 144, sleeps: 8, bed_type: 'King', bathrooms: '1.5', flags: ['toy_hauler'],
} as unknown as Row;
const luxury = {
  ...base, name: 'Montana 3931FB', length: 533, slides: 5, rooms: ['Bedroom@Front', 'Living@Middle', 'Kitchen@Rear'], rv_type: 'fifth-wheels', sleeps: 4,
  bed_type: 'King', bathrooms: '2', flags: ['outdoor_kitchen', 'kitchen_island', 'theater_seating', 'two_entry_doors'],
} as unknown as Row;

/** How many times each named fixture is drawn. */
function fixtures(svg: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, name] of svg.matchAll(/data-fixture="([^"]+)"/g)) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

/** The text-anchor a <text> element ends up with: a rule of its class in the drawing's <style> wins over its attribute. */
function anchorOf(svg: string, text: string): string {
  const element = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].find((m) => m[2].startsWith(text));
  if (!element) throw new Error(`no text starting with ${text}`);
  const cls = /class="([^"]+)"/.exec(element[1])?.[1];
  const rule = cls ? new RegExp(`\\.${cls}\\{([^}]*)\\}`).exec(svg)?.[1] : undefined;
  return /text-anchor:(\w+)/.exec(rule ?? '')?.[1] ?? /text-anchor="(\w+)"/.exec(element[1])?.[1] ?? 'start';
}

describe('floorplan drawing', () => {
  it('starts the title and its subtitle at the left margin, so neither runs off the drawing', () => {
    const svg = floorplanSvg(bunkhouse, 'main');
    expect(svg).toContain('>Length 27\' 6" · Sleeps 8 · 1 slide</text>');
    expect(anchorOf(svg, 'Cougar 270BH')).toBe('start');
    expect(anchorOf(svg, 'Length')).toBe('start');
  });
  it('centres room labels on their rooms', () => {
    expect(anchorOf(floorplanSvg(bunkhouse, 'main'), 'KITCHEN')).toBe('middle');
  });

  it('draws a bunkhouse with its bunks, bed, split bath, galley, seating, dinette, entry door and one extended slide', () => {
    const drawn = fixtures(floorplanSvg(bunkhouse, 'main'));
    expect(drawn).toEqual(expect.objectContaining({
      bunks: 1, bed: 1, shower: 1, toilet: 1, sink: 1, galley: 1, refrigerator: 1, sofa: 1, dinette: 1, 'entry door': 1, 'slide-out': 1, 'overall length': 1,
    }));
    expect(drawn.garage).toBeUndefined();
    expect(drawn['kitchen island']).toBeUndefined();
    expect(floorplanSvg(bunkhouse, 'main')).toContain('>Overall length 27\' 6&quot;</text>');
  });

  it('draws a toy hauler with its garage, ramp door, fold-down sofas and a garage side door, and no bunks', () => {
    const svg = floorplanSvg(toyHauler, 'main');
    const drawn = fixtures(svg);
    expect(drawn).toEqual(expect.objectContaining({ garage: 1, 'ramp door': 1, 'fold-down sofas': 1, 'pin box': 1, 'slide-out': 3, toilet: 2, shower: 1 }));
    expect(drawn['entry door']).toBe(2);
    expect(drawn.bunks).toBeUndefined();
    expect(svg).toContain('>GARAGE 12\' 0&quot;</text>');
  });

  it('draws rear living with its rear sofa and fireplace, and the kitchen island', () => {
    const svg = floorplanSvg(rearLiving, 'main');
    expect(fixtures(svg)).toEqual(expect.objectContaining({ 'rear sofa': 1, 'entertainment center': 1, 'kitchen island': 1, 'a-frame': 1, 'slide-out': 2 }));
    expect(svg).toContain('>FIREPLACE</text>');
  });

  it('draws theater seating, an outdoor kitchen, two baths and two entry doors where the floorplan has them', () => {
    const drawn = fixtures(floorplanSvg(luxury, 'main'));
    expect(drawn).toEqual(expect.objectContaining({ 'theater seating': 1, 'outdoor kitchen': 1, shower: 2, 'slide-out': 5, 'entry door': 2 }));
    expect(drawn.sofa).toBeUndefined();
  });

  it('keeps every part of the drawing inside its 1200 x 400 view, the longest floorplans too', () => {
    for (const row of [bunkhouse, rearLiving, toyHauler, luxury]) {
      const svg = floorplanSvg(row, 'main');
      for (const [, x] of svg.matchAll(/ (?:x|cx)="(-?[\d.]+)"/g)) expect(Number(x)).toBeGreaterThanOrEqual(0);
      for (const [, x, w] of svg.matchAll(/<rect x="([\d.]+)" y="[\d.-]+" width="([\d.]+)"/g)) expect(Number(x) + Number(w)).toBeLessThanOrEqual(1200);
      for (const [, y, h] of svg.matchAll(/<rect x="[\d.]+" y="([\d.-]+)" width="[\d.]+" height="([\d.]+)"/g)) {
        expect(Number(y)).toBeGreaterThanOrEqual(70);
        expect(Number(y) + Number(h)).toBeLessThanOrEqual(400);
      }
    }
  });

  it('draws the card thumbnail from the same drawing, without the title; the tiny one keeps outline, slides and garage only', () => {
    const thumbnail = floorplanSvg(toyHauler, 'thumbnail');
    expect(thumbnail).toContain('width="600" height="200"');
    expect(fixtures(thumbnail)).toEqual(fixtures(floorplanSvg(toyHauler, 'main')));
    expect(thumbnail).not.toContain('>Raptor 329GK</text>');
    expect(Object.keys(fixtures(floorplanSvg(toyHauler, 'tiny'))).sort()).toEqual(['garage', 'pin box', 'ramp door', 'slide-out']);
  });

  it('gives a floorplan a new drawing version when a drawn feature changes, not when another flag does', () => {
    expect(drawingVersion({ ...bunkhouse, flags: ['outdoor_kitchen'] })).not.toBe(drawingVersion(bunkhouse));
    expect(drawingVersion({ ...bunkhouse, flags: ['awnings'] })).toBe(drawingVersion(bunkhouse));
  });
});
