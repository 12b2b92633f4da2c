import { LIVERIES } from '../elevation/livery';
import { SCENE_SETTINGS } from './settings';
import { sceneSvg, sceneTrailer, settingOf } from './scene';

describe('sceneSvg', () => {
  it('parks a drawn trailer in a setting, the same bytes for the same name', () => {
    const svg = sceneSvg('home-slide-1');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500"[^>]*role="img" aria-label="home-slide-1">/);
    expect(svg).toContain('class="el-body"');
    expect(svg).toBe(sceneSvg('home-slide-1'));
  });

  it('paints a brand page scene in that brand\'s livery and type', () => {
    const trailer = sceneTrailer('carbon-toy-haulers-banner');
    expect(trailer).toMatchObject({ brandSlug: 'carbon', kind: 'toy-hauler' });
    expect(sceneSvg('carbon-toy-haulers-banner')).toContain(LIVERIES.carbon.accent);
    expect(sceneTrailer('montana-hero')).toMatchObject({ brandSlug: 'montana', kind: 'fifth-wheel', hitch: 'pin-box' });
  });

  it('takes the setting a name asks for, and otherwise spreads names over every setting', () => {
    expect(['owners-winter-tips', 'brand-sunset', 'night-sky', 'coast-road'].map(settingOf)).toEqual(['snow', 'desert', 'night', 'coast']);
    const picked = new Set(Array.from({ length: 40 }, (_, i) => settingOf(`why-gallery-${i}`)));
    expect([...picked].sort()).toEqual([...SCENE_SETTINGS].sort());
  });

  it('lights the windows of a trailer at night', () => {
    expect(sceneSvg('campground-night')).toContain('stop-color="#ffe6a8"');
    expect(sceneSvg('lake-shore')).not.toContain('stop-color="#ffe6a8"');
  });

  it('draws neighbouring cards differently', () => {
    const cards = ['why-gallery-1', 'why-gallery-2', 'why-gallery-3', 'why-gallery-4'].map((name) => sceneSvg(name));
    expect(new Set(cards).size).toBe(4);
  });
});
