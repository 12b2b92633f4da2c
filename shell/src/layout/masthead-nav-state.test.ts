import { INITIAL_NAV, navReducer, type NavAction, type NavState } from './masthead-nav-state';

const open = (active: number | null, mobileOpen = false): NavState => ({ active, mobileOpen });

describe('masthead navigation state (spec: states and transitions, "Navigation")', () => {
  it.each<[string, NavState, NavAction, NavState]>([
    ['a header opens its sub-list', INITIAL_NAV, { type: 'header', index: 1, mobile: false }, open(1)],
    ['another header moves the active index (others collapse)', open(1), { type: 'header', index: 2, mobile: false }, open(2)],
    ['the open header closes it on wide screens', open(1), { type: 'header', index: 1, mobile: false }, open(null)],
    ['on mobile an open sub-list stays open when its header is clicked', open(1, true), { type: 'header', index: 1, mobile: true }, open(1, true)],
    ['on mobile another header still switches', open(1, true), { type: 'header', index: 0, mobile: true }, open(0, true)],
    ['the menu toggle opens the mobile menu with nothing active', open(2), { type: 'toggle-menu' }, open(null, true)],
    ['the menu toggle closes the navigation', open(2, true), { type: 'toggle-menu' }, open(null, false)],
    ['a link click or Escape closes everything', open(0, true), { type: 'close' }, INITIAL_NAV],
  ])('%s', (_rule, state, action, expected) => {
    expect(navReducer(state, action)).toEqual(expected);
  });

  it('keeps the same state object when closing a closed navigation (no re-render)', () => {
    expect(navReducer(INITIAL_NAV, { type: 'close' })).toBe(INITIAL_NAV);
  });
});
