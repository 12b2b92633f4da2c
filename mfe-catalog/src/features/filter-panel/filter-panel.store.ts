import { create } from 'zustand';
import type { FilterSection } from '@rv/shared-lib';

/** Open sections and the mobile drawer: the panel's own UI state, which no other remote needs. */
interface FilterPanelUi {
  sectionsOpen: Partial<Record<FilterSection, boolean>>;
  mobileOpen: boolean;
  setSection(section: FilterSection, open: boolean): void;
  setMobileOpen(open: boolean): void;
  closeSections(): void;
}

export const useFilterPanelUi = create<FilterPanelUi>()((set) => ({
  sectionsOpen: {},
  mobileOpen: false,
  setSection: (section, open) => set((s) => ({ sectionsOpen: { ...s.sectionsOpen, [section]: open } })),
  setMobileOpen: (mobileOpen) => set({ mobileOpen }),
  closeSections: () => set({ sectionsOpen: {} }),
}));
