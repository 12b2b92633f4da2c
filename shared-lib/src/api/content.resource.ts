import { serviceClient } from './http-client';

/** A content service document (consumer spec: entities and fields). */
export interface ContentDocument<D = Record<string, unknown>> {
  id: string;
  uid: string | null;
  type: string;
  /** Site path by the content-type routing table of spec (screens and routes), as the API computes it. */
  url?: string;
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

/** Extra reads a content query may ask for: linked fields per type (`type.field`) and a field list. */
export interface ContentReadOptions {
  fetchLinks?: readonly string[];
  fields?: readonly string[];
}

/** The API takes lists comma-joined (axios would send `key[]=`, which it does not read). */
function readParams(options: ContentReadOptions = {}): Record<string, string> {
  const params: Record<string, string> = {};
  if (options.fetchLinks?.length) params.fetchLinks = options.fetchLinks.join(',');
  if (options.fields?.length) params.fields = options.fields.join(',');
  return params;
}

/** One document by type and uid; rejects with the API's 404 when it does not exist. */
export async function fetchDocument<D>(type: string, uid: string, options?: ContentReadOptions): Promise<ContentDocument<D>> {
  const { data } = await serviceClient('content').get<ContentDocument<D>>(`/documents/${encodeURIComponent(type)}/${encodeURIComponent(uid)}`, { params: readParams(options) });
  return data;
}

/** The single document of a type (site_settings, learning_path_settings, region_information). */
export async function fetchSingle<D>(type: string): Promise<ContentDocument<D>> {
  const { data } = await serviceClient('content').get<ContentDocument<D>>(`/single/${encodeURIComponent(type)}`);
  return data;
}

/** A page of documents of one type (page from 1, pageSize 1-100), newest first; `tags` keeps documents holding all of them. */
export async function fetchByType<D>(type: string, page = 1, pageSize = 20, options: ContentReadOptions & { tags?: readonly string[] } = {}): Promise<ContentPage<D>> {
  const params: Record<string, string | number> = { type, page, pageSize, ...readParams(options) };
  if (options.tags?.length) params.tags = options.tags.join(',');
  const { data } = await serviceClient('content').get<ContentPage<D>>('/documents', { params });
  return data;
}

/** Every document of a type: page 1, then each remaining page up to total_pages (spec: the calls). */
export async function fetchAllByType<D>(type: string, pageSize = 100): Promise<Array<ContentDocument<D>>> {
  const first = await fetchByType<D>(type, 1, pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => fetchByType<D>(type, i + 2, pageSize)));
  return [first, ...rest].flatMap((p) => p.results);
}
