import { searchOwnerContent } from '../api/owner-content.resource';
import { usePagedResults } from './use-paged-results';

/** The search's owner support and how-to pages, 20 at a time. */
export function useOwnerContentResults(query: string) {
  return usePagedResults(query, (offset) => searchOwnerContent(query, offset));
}
