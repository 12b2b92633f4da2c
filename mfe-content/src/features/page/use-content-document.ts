import { errorStatus, fetchDocument, useResource, type ContentDocument } from '@rv/shared-lib';

/** A rejection meaning "no such document": the page shows the 404 page (spec: error catalogue). */
export class NotFoundError extends Error {
  readonly notFound = true;
  constructor() {
    super('The page you are looking for does not exist.');
  }
}

/** The first of `types` holding a document with this uid (page, split_content and content_page share /{uid}). */
export async function fetchFirstOf<D>(types: readonly string[], uid: string): Promise<ContentDocument<D>> {
  for (const type of types) {
    try {
      return await fetchDocument<D>(type, uid);
    } catch (error) {
      if (errorStatus(error) !== 404) throw error;
    }
  }
  throw new NotFoundError();
}

/** One content document for a page, by type(s) and uid, with loading, 404 and error states. */
export function useContentDocument<D>(types: string | readonly string[], uid: string) {
  const list = typeof types === 'string' ? [types] : types;
  return useResource(`${list.join('|')}/${uid}`, () => fetchFirstOf<D>(list, uid));
}
