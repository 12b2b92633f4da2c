import { serviceClient } from './http-client';

/** A content service document (spec consumer §3). */
export interface ContentDocument<D = Record<string, unknown>> {
  id: string;
  uid: string | null;
  type: string;
  tags: string[];
  data: D;
  first_publication_date: string;
  last_publication_date: string;
}

export interface ContentPage<D = Record<string, unknown>> {
  page: number;
  results_per_page: number;
  total_results_size: number;
  total_pages: number;
  results: Array<ContentDocument<D>>;
}

/** One document by type and uid; rejects with the API's 404 when it does not exist. */
export async function fetchDocument<D>(type: string, uid: string): Promise<ContentDocument<D>> {
  const { data } = await serviceClient('content').get<ContentDocument<D>>(`/documents/${encodeURIComponent(type)}/${encodeURIComponent(uid)}`);
  return data;
}

/** The single document of a type (site_settings, learning_path_settings, region_information). */
export async function fetchSingle<D>(type: string): Promise<ContentDocument<D>> {
  const { data } = await serviceClient('content').get<ContentDocument<D>>(`/single/${encodeURIComponent(type)}`);
  return data;
}

/** A page of documents of one type (page from 1, pageSize 1-100). */
export async function fetchByType<D>(type: string, page = 1, pageSize = 20): Promise<ContentPage<D>> {
  const { data } = await serviceClient('content').get<ContentPage<D>>('/documents', { params: { type, page, pageSize } });
  return data;
}

/** Every document of a type: page 1, then each remaining page up to total_pages (spec §7). */
export async function fetchAllByType<D>(type: string, pageSize = 100): Promise<Array<ContentDocument<D>>> {
  const first = await fetchByType<D>(type, 1, pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => fetchByType<D>(type, i + 2, pageSize)));
  return [first, ...rest].flatMap((p) => p.results);
}
