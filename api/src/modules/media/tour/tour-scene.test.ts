import { renderEquirect } from './panorama';
import { DEFAULT_DECORS, type TourFacts } from '../../catalog-search';
import { livingLength, roomsAlong, tourScene, WIDTH } from './tour-scene';

const facts = (over: Partial<TourFacts> = {}): TourFacts => ({
  name: '280RK', rvType: 'travel-trailers', length: 360, slides: 1, rooms: ['Bedroom@Front', 'Living@Middle', 'Kitchen@Rear'],
  garageLength: null, palette: DEFAULT_DECORS[0], ...over,
});
const W = 128;
/** The colour seen looking at yaw (degrees, 0 = image centre, clockwise) and pitch (degrees, up positive). */
const look = (raw: Buffer, yaw: number, pitch: number) => {
  const x = Math.min(W - 1, Math.floor(((yaw + 180) / 360) * W));
  const y = Math.min(W / 2 - 1, Math.floor(((90 - pitch) / 180) * (W / 2)));
  return [...raw.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];
};
const isSky = ([r, , b]: number[]) => b > r + 25 && b > 150;

describe('tour scene', () => {
  it('lays the layout rooms along the living space by zone, sharing a zone in order', () => {
    expect(livingLength({ rvType: 'travel-trailers', length: 360, garageLength: null })).toBe(288);
    expect(livingLength({ rvType: 'fifth-wheels', length: 420, garageLength: 120 })).toBe(288);
    expect(roomsAlong(['Bedroom@Front', 'Kitchen@Middle', 'Living@Middle', 'Bunks@Rear'], 300).map((r) => [r.name, Math.round(r.span.from), Math.round(r.span.to)]))
      .toEqual([['Bedroom', 0, 100], ['Kitchen', 100, 150], ['Living', 150, 200], ['Bunks', 200, 300]]);
  });

  it('stands the viewer in the living room at eye height, facing down the longer part', () => {
    const scene = tourScene(facts());
    const length = livingLength(facts());
    expect(scene.eye[0]).toBeCloseTo(length / 2);
    expect(scene.eye[2]).toBe(62);
    expect(scene.eye[1]).toBeGreaterThan(0);
    expect(scene.eye[1]).toBeLessThan(WIDTH);
  });

  it('draws floor below, ceiling above, walls with windows around, every pixel inside the room', async () => {
    const raw = await renderEquirect(tourScene(facts()), W);
    expect(raw).toHaveLength(W * (W / 2) * 3);
    const floor = look(raw, 0, -89);
    const ceiling = look(raw, 0, 89);
    expect(floor.reduce((a, b) => a + b)).toBeLessThan(ceiling.reduce((a, b) => a + b));
    // No ray escapes the room (the void colour is 40, 40, 44).
    let escaped = 0;
    for (let i = 0; i < raw.length; i += 3) if (raw[i] === 40 && raw[i + 1] === 40 && raw[i + 2] === 44) escaped += 1;
    expect(escaped).toBe(0);
    const sky = Array.from({ length: 72 }, (_, k) => look(raw, k * 5 - 180, 8)).filter(isSky);
    expect(sky.length).toBeGreaterThan(0);
  });

  it('shows the floorplan: slides, layout and décor change the picture', async () => {
    const base = await renderEquirect(tourScene(facts()), W);
    const slides = await renderEquirect(tourScene(facts({ slides: 3 })), W);
    const decor = await renderEquirect(tourScene(facts({ palette: DEFAULT_DECORS[3] })), W);
    const rearLiving = await renderEquirect(tourScene(facts({ rooms: ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'] })), W);
    for (const other of [slides, decor, rearLiving]) expect(other.equals(base)).toBe(false);
    // Testing only the boxes binned for each part of the image gives exactly what testing every box gives.
    expect((await renderEquirect(tourScene(facts({ slides: 3 })), W, { cull: false })).equals(slides)).toBe(true);
    // The same facts always give the same picture.
    expect((await renderEquirect(tourScene(facts()), W)).equals(base)).toBe(true);
  });
});
