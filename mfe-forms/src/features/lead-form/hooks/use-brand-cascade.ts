import { useMemo } from 'react';
import { useResource } from '@rv/shared-lib';
import type { Model } from '@rv/shared-lib/catalog';
import type { SelectOption } from '@rv/domain/forms';
import { compareText } from '@rv/domain/locale';
import { fetchBrandModels } from '../api/brand-models.resource';

export type CascadeStatus = 'idle' | 'loading' | 'error' | 'empty' | 'ready';

/** Types of a brand's floorplans, then the floorplans of the chosen type (each name once, newest year first). */
export function cascadeOptions(models: readonly Model[], productType: string): { types: SelectOption[]; floorplans: SelectOption[] } {
  const types = [...new Set(models.map((m) => m.typeClass))].sort().map((t) => ({ value: t, label: t }));
  const names = new Set<string>();
  const floorplans: SelectOption[] = [];
  for (const m of [...models].sort((a, b) => b.modelYear - a.modelYear)) {
    if (m.typeClass !== productType || names.has(m.name)) continue;
    names.add(m.name);
    floorplans.push({ value: m.name, label: m.name });
  }
  floorplans.sort((a, b) => compareText(a.label, b.label));
  return { types, floorplans };
}

/** Spec (states and transitions) lead form brand choice: a brand reloads the types, a type narrows the floorplans. */
export function useBrandCascade(brand: string, productType: string) {
  const models = useResource<Model[]>(brand ? `lead-models:${brand}` : null, () => fetchBrandModels(brand));
  const options = useMemo(() => cascadeOptions(models.data ?? [], productType), [models.data, productType]);
  let status: CascadeStatus = 'idle';
  if (brand) {
    if (models.status === 'loading') status = 'loading';
    else if (models.status === 'error') status = 'error';
    else status = options.types.length ? 'ready' : 'empty';
  }
  return { status, ...options, reload: models.reload };
}
