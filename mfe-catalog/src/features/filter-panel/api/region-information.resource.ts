import { fetchSingle, useResource, type RegionInformationData } from '@rv/shared-lib';

/** The region document (uid region-information) behind the region select's 'learn more' (spec: screens and routes). */
export function useRegionInformation(enabled: boolean) {
  return useResource(enabled ? 'region-information' : null, () => fetchSingle<RegionInformationData>('region_information'));
}
