import { useResource } from '@rv/shared-lib';
import { searchModels, useCompareStore, type Model } from '@rv/shared-lib/catalog';

/** Size of the compare lookup: every year of every compared reference fits one request. */
const COMPARE_LOOKUP_SIZE = 200;

/**
 * The full documents of the compare list, in list order. One search by referenceId covers every item;
 * an item keeps its own model year (uniqueId), so a reference compared in two years shows both.
 */
export function useCompareProducts() {
  const items = useCompareStore((s) => s.items);
  const key = items.map((i) => i.uniqueId).join(',');
  const resource = useResource<Model[]>(items.length ? key : null, async () => {
    const referenceIds = [...new Set(items.map((i) => i.referenceId))];
    const { docs } = await searchModels({ filters: { model: { referenceId: referenceIds } }, size: COMPARE_LOOKUP_SIZE });
    const byId = new Map(docs.map((d) => [d.uniqueId, d]));
    return items.map((i) => byId.get(i.uniqueId)).filter((m): m is Model => Boolean(m));
  });
  return { items, ...resource, status: items.length ? resource.status : ('success' as const), data: items.length ? resource.data : [] };
}
