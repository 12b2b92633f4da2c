import { FILTER_KEYS, type FilterKeyDefinition, type FilterSection } from '@rv/shared-lib/catalog';

export interface SectionDefinition { id: FilterSection; title: string }

/** The panel's accordion sections in the order of spec (screens and routes). */
export const SECTIONS: readonly SectionDefinition[] = [
  { id: 'rvType', title: 'RV Type' },
  { id: 'brand', title: 'Brands' },
  { id: 'pricesClass', title: 'Price + Class' },
  { id: 'layoutSleep', title: 'Layout + Sleep' },
  { id: 'length', title: 'Length' },
  { id: 'weight', title: 'Weight' },
  { id: 'convenience', title: 'Convenience Features' },
  { id: 'solarPackages', title: 'SolarFlex Packages' },
  { id: 'exterior', title: 'Exterior Features' },
  { id: 'kitchen', title: 'Kitchen Features' },
  { id: 'tankSize', title: 'Tank Sizes' },
  { id: 'floorplan', title: 'Floorplan Features' },
  { id: 'garageSize', title: 'Garage Size' },
];

/** Keys with their own control elsewhere (region select, room selects) or set only by the URL (typeClass, brandType). */
const SPECIAL_KEYS = new Set(['region', 'typeClass', 'brandType', 'room_priority', 'room_location']);

export interface SectionContext { brandPage: boolean; hasToyHaulers: boolean }

/** Spec (screens and routes) visibility: RV Type and Brands hidden on a brand page; Garage Size only with toy hauler results. */
export function visibleSections(context: SectionContext): SectionDefinition[] {
  return SECTIONS.filter((s) => {
    if (context.brandPage && (s.id === 'rvType' || s.id === 'brand')) return false;
    if (s.id === 'garageSize') return context.hasToyHaulers;
    return true;
  });
}

/** The keys a section shows, in FILTER_KEYS order; a brand page shows only Price of Price + Class. */
export function sectionKeys(section: FilterSection, context: SectionContext): FilterKeyDefinition[] {
  return FILTER_KEYS.filter((d) => d.section === section && !SPECIAL_KEYS.has(d.key) && !(context.brandPage && d.key === 'class'));
}

/** Every key a section holds, the special ones included: the 'filters active' mark reads these. */
export function allSectionKeys(section: FilterSection): string[] {
  return FILTER_KEYS.filter((d) => d.section === section && d.key !== 'region').map((d) => d.key);
}

/** Slider steps by key: dollars by the thousand, lengths by the foot, weights by the hundred pounds. */
export const SLIDER_STEPS: Readonly<Record<string, number>> = { price: 1000, length: 12, weight: 100, carry_capacity: 100 };
