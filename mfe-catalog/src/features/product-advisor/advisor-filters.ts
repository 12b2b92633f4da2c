import type { SearchFilters } from '@rv/shared-lib/catalog';
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';

/** The product advisor's list filters, kept in the URL beside the vehicle (?brand=&type=&sleeps=&maxLength=&minPrice=&maxPrice=). */
export interface AdvisorFilters {
  /** A lead brand slug (brand.url), as the floorplan list's brand filter. */
  brand: string;
  type: string;
  /** Sleeps at least this many. */
  sleeps: number | null;
  /** At most this long, in feet. */
  maxLength: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export const ADVISOR_FILTER_KEYS = ['brand', 'type', 'sleeps', 'maxLength', 'minPrice', 'maxPrice'] as const;
export const SLEEPS_CHOICES = [2, 4, 6, 8, 10] as const;
export const LENGTH_CHOICES_FT = [22, 26, 30, 34, 38, 42] as const;
export const PRICE_CHOICES = [30000, 40000, 60000, 80000, 100000, 120000] as const;

const choice = <T extends number>(value: string | null, choices: readonly T[]): T | null => {
  const n = Number(value);
  return choices.includes(n as T) ? (n as T) : null;
};

/** Reads the filters; a value the page does not offer (typed into the URL) is dropped rather than guessed. */
export function parseAdvisorFilters(params: URLSearchParams): AdvisorFilters {
  const brand = params.get('brand') ?? '';
  const type = params.get('type') ?? '';
  const minPrice = choice(params.get('minPrice'), PRICE_CHOICES);
  const maxPrice = choice(params.get('maxPrice'), PRICE_CHOICES);
  return {
    brand: LEAD_BRANDS.some((b) => b.slug === brand) ? brand : '',
    type: TYPE_CLASSES.some((t) => t.slug === type) ? type : '',
    sleeps: choice(params.get('sleeps'), SLEEPS_CHOICES),
    maxLength: choice(params.get('maxLength'), LENGTH_CHOICES_FT),
    minPrice,
    // A maximum below the minimum would list nothing; it is dropped.
    maxPrice: maxPrice !== null && minPrice !== null && maxPrice < minPrice ? null : maxPrice,
  };
}

/** The search filters of the floorplan list for these choices (lengths in inches, as the catalogue keeps them). */
export function advisorSearchFilters(filters: AdvisorFilters, towingCapacity: number): SearchFilters {
  return {
    model: { showOnWeb: true, active: true, ...(filters.type ? { typeClass: [filters.type] } : {}) },
    brand: { active: true, ...(filters.brand ? { url: [filters.brand] } : {}) },
    // GVWR is never below the shipping weight: anything heavier than the vehicle's rating is out at once.
    'models.weight': { from: 0, to: towingCapacity },
    ...(filters.sleeps ? { 'models.sleeps': { from: filters.sleeps, to: 99 } } : {}),
    ...(filters.maxLength ? { 'models.length': { from: 0, to: filters.maxLength * 12 } } : {}),
    ...(filters.minPrice || filters.maxPrice ? { 'models.price': { from: filters.minPrice ?? 0, to: filters.maxPrice ?? 1_200_000 } } : {}),
  };
}
