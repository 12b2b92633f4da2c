import { errorStatus, fetchDocument, useResource, type ContentDocument } from '@rv/shared-lib';

/** A 404 from the content API: the page shows the error page instead of a retry (spec §8). */
export const isNotFound = (error: unknown) => errorStatus(error) === 404;

/** One owner document by type and uid, with loading, not found and error states. */
export function useOwnerDocument<D>(type: string, uid: string) {
  return useResource<ContentDocument<D>>(`${type}/${uid}`, () => fetchDocument<D>(type, uid));
}
