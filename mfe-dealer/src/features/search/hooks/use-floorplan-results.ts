import { searchDealerFloorplans } from '../api/dealer-floorplans.resource';
import { usePagedResults } from './use-paged-results';

/** The search's floorplans of the dealer's brand groups, 20 at a time. */
export function useFloorplanResults(query: string, brandGroups: readonly string[]) {
  return usePagedResults(`${query}|${brandGroups.join(',')}`, (offset) => searchDealerFloorplans(query, brandGroups, offset));
}
