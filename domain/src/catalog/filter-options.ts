import { DEFAULT_SLIDER_BOUNDS, type SliderBounds } from './filter-keys';
import type { Aggregates } from './catalog-types';

/** One checkbox or select option of the filter panel (spec: entities and fields, filter option). */
export interface FilterOption {
  code: string;
  label: string;
  disabled: boolean;
  /** Floorplans matching with the other filters, when the filtered aggregate knows. */
  count: number | null;
}

export interface AggregatePair { global: Aggregates; filtered: Aggregates }

const bucketCount = (aggregates: Aggregates | undefined, key: string, code: string): number =>
  aggregates?.[`models.${key}`]?.buckets?.find((b) => b.key === code)?.docCount ?? 0;

/**
 * Options of a terms key (spec: states and transitions, option disabling): disabled when the global or the filtered aggregate has
 * no bucket with docs for it; disabled options sort last; with no aggregate none are disabled. A selected
 * option stays enabled so it can always be unchecked.
 */
export function termOptions(
  key: string,
  aggregates: AggregatePair | null,
  options: { codes?: readonly string[]; label?: (code: string) => string; selected?: readonly string[] } = {},
): FilterOption[] {
  const label = options.label ?? ((code: string) => code);
  const codes = options.codes ?? aggregates?.global[`models.${key}`]?.buckets?.map((b) => b.key) ?? [];
  const result = codes.map((code) => {
    const selected = options.selected?.includes(code) ?? false;
    if (!aggregates) return { code, label: label(code), disabled: false, count: null };
    const count = bucketCount(aggregates.filtered, key, code);
    const disabled = !selected && (bucketCount(aggregates.global, key, code) <= 0 || count <= 0);
    return { code, label: label(code), disabled, count };
  });
  return [...result.filter((o) => !o.disabled), ...result.filter((o) => o.disabled)];
}

/** A boolean feature checkbox is enabled only when the filtered aggregate has a true bucket with docs (spec: states and transitions). */
export function booleanEnabled(key: string, aggregates: AggregatePair | null, checked = false): boolean {
  if (!aggregates || checked) return true;
  return bucketCount(aggregates.filtered, key, 'true') > 0;
}

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n !== 0;

/** Slider bounds from the filtered aggregate's min and max when finite and non-zero, else the defaults. */
export function sliderBounds(key: string, aggregates: AggregatePair | null): SliderBounds {
  const fallback = DEFAULT_SLIDER_BOUNDS[key] ?? { min: 0, max: 100 };
  const aggregate = aggregates?.filtered[`models.${key}`];
  return { min: usable(aggregate?.min) ? aggregate!.min! : fallback.min, max: usable(aggregate?.max) ? aggregate!.max! : fallback.max };
}

/** A slider hides when its bounds meet (spec: states and transitions). */
export function sliderVisible(bounds: SliderBounds): boolean {
  return bounds.min < bounds.max;
}

/** The Garage Size section shows only when the results hold toy haulers (spec: screens and routes). */
export function hasToyHaulerResults(aggregates: AggregatePair | null): boolean {
  return bucketCount(aggregates?.filtered, 'toy_hauler', 'true') > 0;
}

/** Propane tank counts offered: 1 or 2 (spec: states and transitions). */
export const PROPANE_TANK_COUNTS = ['1', '2'] as const;
