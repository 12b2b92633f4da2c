import { usePagedResource, type MoreStatus, type ResourceState } from '@rv/shared-lib';

/** One page of a search group: its results and how many there are in all. */
export interface ResultPage<T> { items: T[]; total: number }
/** The results shown so far, how many were found, and how the last 'Show more' went. */
export interface PagedResults<T> extends ResultPage<T> { more: MoreStatus }

/**
 * A search group paged on the server by offset (the data layer's paged resource): the first page loads
 * whenever `key` changes, and `showMore` appends the page after the results shown.
 */
export function usePagedResults<T>(key: string, fetchPage: (offset: number) => Promise<ResultPage<T>>) {
  const list = usePagedResource<ResultPage<T>>(`dealer-search:${key}`, (loaded) => fetchPage(loaded.reduce((shown, page) => shown + page.items.length, 0)));
  const { reload, showMore } = list;
  const state: ResourceState<PagedResults<T>> = list.status === 'success'
    ? { status: 'success', data: { items: list.data.flatMap((page) => page.items), total: list.data[list.data.length - 1].total, more: list.more }, error: null }
    : list;
  return { ...state, reload, showMore };
}
