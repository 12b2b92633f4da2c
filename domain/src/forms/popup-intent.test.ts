import { isPointerExit, isScrollUpIntent } from './popup-intent';

describe('the pop-up opens on intent, not while the visitor reads', () => {
  it.each([
    [{ clientY: -1, relatedTarget: null }, true], [{ clientY: 0, relatedTarget: null }, true],
    [{ clientY: 300, relatedTarget: null }, false], [{ clientY: -1, relatedTarget: {} as EventTarget }, false],
  ])('pointer leaving at %j -> %s', (event, expected) => expect(isPointerExit(event)).toBe(expected));

  it.each([
    // deepest, now, window height
    [1000, 700, 844, true], [2000, 1700, 844, true], [1000, 900, 844, false], [500, 0, 844, false], [0, 0, 0, false],
  ])('read down to %i, now at %i, window %i -> %s', (deepest, now, height, expected) => expect(isScrollUpIntent(deepest, now, height)).toBe(expected));
});
