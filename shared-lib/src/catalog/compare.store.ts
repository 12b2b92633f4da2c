import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from '@rv/shared-lib';
import { useStore } from 'zustand';
import { bus } from '@rv/shared-lib';

/** A compare list item of spec (entities and fields). */
export interface CompareItem {
  uid: string;
  uniqueId: string;
  referenceId: string;
  has360: boolean;
  linkto360: string | null;
}

/** Clear All closes first and empties after this long, so the overlay's exit is not a flash of empty table (spec: states and transitions). */
export const COMPARE_CLEAR_DELAY_MS = 200;

/** The compare list holds at most this many floorplans: four columns still read side by side. */
export const COMPARE_MAX_ITEMS = 4;

/** True when no other floorplan can be added. */
export function isCompareFull(items: readonly CompareItem[]): boolean {
  return items.length >= COMPARE_MAX_ITEMS;
}

/**
 * Toggling adds at the front, never twice, and removes an item already there (spec: states and transitions). Keyed by uniqueId
 * (one model year). A full list takes no new item: the toggle and the trigger say so.
 */
export function toggleCompareItem(items: readonly CompareItem[], item: CompareItem): CompareItem[] {
  if (items.some((i) => i.uniqueId === item.uniqueId)) return items.filter((i) => i.uniqueId !== item.uniqueId);
  return isCompareFull(items) ? [...items] : [item, ...items];
}

export interface CompareState {
  items: CompareItem[];
  open: boolean;
  toggle(item: CompareItem): void;
  remove(uniqueId: string): void;
  setOpen(open: boolean): void;
  /** Closes, then empties after COMPARE_CLEAR_DELAY_MS. */
  clearAll(): void;
}

/**
 * The compare list, shared by every remote (shared-lib is a singleton) and kept in localStorage so it
 * survives navigation and reload. The overlay closes when the list empties.
 */
export const compareStore = createStore<CompareState>()(persist((set) => ({
  items: [],
  open: false,
  toggle: (item) => set((s) => {
    const items = toggleCompareItem(s.items, item);
    return { items, open: s.open && items.length > 0 };
  }),
  remove: (uniqueId) => set((s) => {
    const items = s.items.filter((i) => i.uniqueId !== uniqueId);
    return { items, open: s.open && items.length > 0 };
  }),
  setOpen: (open) => set((s) => ({ open: open && s.items.length > 0 })),
  clearAll: () => {
    set({ open: false });
    setTimeout(() => set({ items: [] }), COMPARE_CLEAR_DELAY_MS);
  },
}), {
  name: 'rv-compare',
  storage: createJSONStorage(() => localStorage),
  partialize: (s) => ({ items: s.items }),
}));

// The bus topic replays, so a remote mounted later learns the list without importing the store.
compareStore.subscribe((s, prev) => {
  if (s.items !== prev.items) bus.publish('compare:changed', { referenceIds: s.items.map((i) => i.referenceId) });
});

export function useCompareStore<T>(selector: (state: CompareState) => T): T {
  return useStore(compareStore, selector);
}
