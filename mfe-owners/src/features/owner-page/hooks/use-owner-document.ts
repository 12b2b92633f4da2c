import { fetchDocument, useResource, type ContentDocument } from '@rv/shared-lib';

/** One owner document by type and uid, with loading, not found and error states. */
export function useOwnerDocument<D>(type: string, uid: string) {
  return useResource<ContentDocument<D>>(`${type}/${uid}`, () => fetchDocument<D>(type, uid));
}
