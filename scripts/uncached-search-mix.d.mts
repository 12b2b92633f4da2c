export type SearchKey = { key: string; kind: 'boolean' } | { key: string; kind: 'terms'; values: string[] } | { key: string; kind: 'range'; min: number; max: number };
export interface Aggregate { buckets?: Array<{ key: string }>; min?: number | null; max?: number | null }
export declare function seededRandom(seed: number): () => number;
export declare function searchKeysFrom(globalAggregates: Record<string, Aggregate>): SearchKey[];
/** allSpecifications: the older bench body (every specification, a sort only when chosen) instead of the list page's. */
export interface BodyOptions { allSpecifications?: boolean }
export declare function listPageSearchBody(filters: Record<string, unknown>, sort: { field: string; order: 'asc' | 'desc' } | undefined, options?: BodyOptions): string;
export declare function cachedSearchBody(options?: BodyOptions): string;
export declare function randomSearchBody(random: () => number, keys: SearchKey[], options?: BodyOptions): string;
