/**
 * zustand's persist middleware, for every persisted store of shared-lib (the session, the compare list,
 * the tow vehicle). Only 'zustand', 'zustand/vanilla' and 'zustand/react' are shared as packages
 * (webpack.preset.js): Module Federation cannot tree-shake a shared package, and the whole of
 * 'zustand/middleware' (devtools, redux, immer helpers...) cost 3 KB more than the two functions the
 * site uses. They are bundled here, in the core entry, and other entries import them from it, so
 * there is one copy in the page (first-load budgets).
 */
export { createJSONStorage, persist } from 'zustand/middleware';
