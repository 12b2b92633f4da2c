import { create } from 'zustand';
import type { FilterSection } from '@rv/shared-lib/catalog';

/** The accordion sections: the filter key sections plus 'My Tow Vehicle'. */
export type PanelSection = FilterSection | 'towVehicle';

/** Open sections and the mobile drawer: the panel's own UI state, which no other remote needs. */
interface FilterPanelUi {
  sectionsOpen: Partial<Record<PanelSection, boolean>>;
  mobileOpen: boolean;
  setSection(section: PanelSection, open: boolean): void;
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
