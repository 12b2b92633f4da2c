import { useMemo } from 'react';
import { useResource } from '@rv/shared-lib';
import {
  CARD_SPEC_CODES, fetchGroupOrder, fetchModelFeatures, groupFeatures, listingFilters, readViewedFloorplans, RECENTLY_VIEWED_MAX, RECOMMENDED_MAX, searchModels, type Model,
} from '@rv/shared-lib/catalog';

/** The newest model year of a floorplan on its listing (brandName and type of the route). */
export function useModel(brandName: string, type: string, referenceId: string, dealer: boolean) {
  return useResource<Model | null>(`model:${brandName}:${type}:${referenceId}:${dealer}`, async () => {
    const base = listingFilters({ brandName, type, dealer });
    const { docs } = await searchModels({
      filters: { ...base, model: { ...base.model, referenceId: [referenceId] } }, sort: [{ field: 'modelYear', order: 'desc' }], size: 1,
    });
    return docs[0] ?? null;
  });
}

/** Features of one model year grouped by the option group order (spec: entities and fields, S/O/M). */
export function useModelFeatures(uniqueId: string | null) {
  return useResource(uniqueId ? `features:${uniqueId}` : null, async () => {
    const [features, order] = await Promise.all([fetchModelFeatures(uniqueId!), fetchGroupOrder()]);
    return groupFeatures(features.features, order);
  });
}

/** Recently viewed floorplans from the floorplans-viewed cookie (up to 10), the current one left out; cards need only their specs. */
export function useRecentlyViewed(current: Model | null, dealer: boolean) {
  const referenceId = current?.referenceId;
  // Reading document.cookie waits on the browser process: once per floorplan, not on every render.
  const viewed = useMemo(
    () => (referenceId ? readViewedFloorplans().filter((r) => r !== referenceId).slice(0, RECENTLY_VIEWED_MAX) : []),
    [referenceId],
  );
  return useResource<Model[]>(current && viewed.length ? `viewed:${viewed.join(',')}` : null, async () => {
    const base = listingFilters({ dealer });
    const { docs } = await searchModels({
      filters: { ...base, model: { ...base.model, referenceId: viewed } }, size: RECENTLY_VIEWED_MAX * 2, modelSpecifications: [...CARD_SPEC_CODES],
    });
    const newest = new Map<string, Model>();
    for (const d of docs) if (!newest.has(d.referenceId) || newest.get(d.referenceId)!.modelYear < d.modelYear) newest.set(d.referenceId, d);
    return viewed.map((r) => newest.get(r)).filter((m): m is Model => Boolean(m));
  });
}

/** Recommended floorplans: the most popular others of the same brand and type, up to 10, with the cards' specs only. */
export function useRecommended(current: Model | null, dealer: boolean) {
  return useResource<Model[]>(current ? `recommended:${current.uniqueId}` : null, async () => {
    const base = listingFilters({ brandName: current!.brandSlug, type: current!.typeClassSlug, dealer });
    const { docs } = await searchModels({
      filters: base, size: RECOMMENDED_MAX + 1, sort: [{ field: 'uniqueId', order: 'asc' }], modelSpecifications: [...CARD_SPEC_CODES],
    });
    return docs.filter((d) => d.referenceId !== current!.referenceId)
      .sort((a, b) => Number(b.most_popular) - Number(a.most_popular))
      .slice(0, RECOMMENDED_MAX);
  });
}
