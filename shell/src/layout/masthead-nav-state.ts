/** Navigation state of spec (states and transitions): active or inactive with an active index; the mobile menu open or shut. */
export interface NavState {
  active: number | null;
  mobileOpen: boolean;
}

export type NavAction =
  | { type: 'header'; index: number; mobile: boolean }
  | { type: 'toggle-menu' }
  | { type: 'close' };

export const INITIAL_NAV: NavState = { active: null, mobileOpen: false };

/**
 * Spec (states and transitions): a header opens its sub-list and collapses the others; on wide screens a second click
 * closes it, on mobile an open sub-list stays open when its header is clicked. The menu toggle,
 * a link click and Escape close the navigation.
 */
export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'header':
      if (state.active === action.index) return action.mobile ? state : { ...state, active: null };
      return { ...state, active: action.index };
    case 'toggle-menu':
      return { active: null, mobileOpen: !state.mobileOpen };
    case 'close':
      return state.active === null && !state.mobileOpen ? state : INITIAL_NAV;
    default:
      return state;
  }
}
