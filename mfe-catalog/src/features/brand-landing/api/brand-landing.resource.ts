import { fetchDocument, useResource, type BrandsLandingData } from '@rv/shared-lib';

/** The brands_landing document of a brand (uid: passport, sprinter, or the brand url; spec (the calls)). */
export function useBrandLanding(uid: string | null) {
  return useResource(uid ? `brands-landing:${uid}` : null, () => fetchDocument<BrandsLandingData>('brands_landing', uid!));
}
