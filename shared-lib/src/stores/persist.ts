/**
 * zustand's persist middleware, bundled once here in the core entry rather than sharing 'zustand/middleware'
 * whole, which Module Federation cannot tree-shake (docs/decisions.md).
 */
export { createJSONStorage, persist } from 'zustand/middleware';
