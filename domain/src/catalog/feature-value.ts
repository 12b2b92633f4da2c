/** Feature value per model set (consumer spec: entities and fields; states and transitions). */
import { compareText } from '@rv/domain/locale';
export type FeatureValue = 'S' | 'O' | 'M';

export interface ModelFeature {
  group: string;
  label: string;
  value: FeatureValue;
  sequence: number;
  source: string;
}

export interface ModelFeatureSet {
  modelYear: number;
  features: readonly ModelFeature[];
}

/** Only models from this year on count towards a set's feature values. */
export const FEATURE_MIN_MODEL_YEAR = 2022;
/** Only features from the standard-and-options list count. */
export const FEATURE_SOURCE = 'SO';

/**
 * Merges the features of a set of models: a feature on every counted model with one value keeps it;
 * one missing from some models, or with differing values, becomes M (model-specific). Output is
 * ordered by group, then sequence, then label, so it reads like a spec sheet.
 */
export function mergeFeatureValues(models: readonly ModelFeatureSet[], groupOrder: readonly string[] = []): ModelFeature[] {
  const counted = models.filter((m) => m.modelYear >= FEATURE_MIN_MODEL_YEAR);
  const merged = new Map<string, { feature: ModelFeature; count: number }>();
  for (const model of counted) {
    const seen = new Set<string>();
    for (const feature of model.features) {
      if (feature.source !== FEATURE_SOURCE) continue;
      const key = `${feature.group}\u0000${feature.label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = merged.get(key);
      if (!entry) merged.set(key, { feature: { ...feature }, count: 1 });
      else {
        entry.count += 1;
        if (entry.feature.value !== feature.value) entry.feature.value = 'M';
        entry.feature.sequence = Math.min(entry.feature.sequence, feature.sequence);
      }
    }
  }
  const rank = (group: string) => {
    const i = groupOrder.indexOf(group);
    return i === -1 ? groupOrder.length : i;
  };
  return [...merged.values()]
    .map(({ feature, count }) => (count < counted.length ? { ...feature, value: 'M' as const } : feature))
    .sort((a, b) => rank(a.group) - rank(b.group) || compareText(a.group, b.group) || a.sequence - b.sequence || compareText(a.label, b.label));
}
