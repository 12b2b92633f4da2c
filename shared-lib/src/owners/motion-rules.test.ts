import { revealDelayMs, sliderEnds, SUPPORT_REVEAL_DELAY_MS, VIDEO_SLIDER_STEP_PX } from './motion-rules';

describe('reveal timings (spec: constants and limits: 0.8 s, 0.15 s per card step up to 5; support slider 200 ms)', () => {
  it('uses the spec constants', () => {
    expect([SUPPORT_REVEAL_DELAY_MS, VIDEO_SLIDER_STEP_PX]).toEqual([200, 300]);
  });
  it.each([
    [0, 0, 0],
    [1, 0, 150],
    [5, 0, 750],
    [9, 0, 750],
    [-2, 0, 0],
    [2, 200, 500],
  ])('card %i with base %i ms waits %i ms', (index, base, expected) => {
    expect(revealDelayMs(index, base)).toBe(expected);
  });
});

describe('slider ends (spec: screens and routes: buttons disabled at the ends)', () => {
  it.each([
    [{ scrollLeft: 0, clientWidth: 300, scrollWidth: 1200 }, { atStart: true, atEnd: false }],
    [{ scrollLeft: 300, clientWidth: 300, scrollWidth: 1200 }, { atStart: false, atEnd: false }],
    [{ scrollLeft: 899.5, clientWidth: 300, scrollWidth: 1200 }, { atStart: false, atEnd: true }],
    [{ scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200 }, { atStart: true, atEnd: true }],
  ])('%j -> %j', (el, expected) => {
    expect(sliderEnds(el)).toEqual(expected);
  });
});
