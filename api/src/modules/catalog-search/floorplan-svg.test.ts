import { floorplanSvg } from './floorplan-svg';

const row = {
  name: 'Cougar 270BH', length: 330, slides: 1, rooms: ['Bedroom@Front', 'Kitchen@Middle', 'Bunks@Rear'], rv_type: 'travel-trailers',
  type_class_slug: 'travel-trailers', garage_length: null, bed_type: 'Queen', bathrooms: 1, sleeps: 8, flags: [],
} as unknown as Parameters<typeof floorplanSvg>[0];

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
    const svg = floorplanSvg(row, 'main');
    expect(svg).toContain('>Length 27\' 6" · Sleeps 8 · 1 slide</text>');
    expect(anchorOf(svg, 'Cougar 270BH')).toBe('start');
    expect(anchorOf(svg, 'Length')).toBe('start');
  });
  it('centres room labels on their rooms', () => {
    expect(anchorOf(floorplanSvg(row, 'main'), 'KITCHEN')).toBe('middle');
  });
});
