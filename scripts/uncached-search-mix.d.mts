export type SearchKey = { key: string; kind: 'boolean' } | { key: string; kind: 'terms'; values: string[] } | { key: string; kind: 'range'; min: number; max: number };
export interface Aggregate { buckets?: Array<{ key: string }>; min?: number | null; max?: number | null }
export declare function seededRandom(seed: number): () => number;
export declare function searchKeysFrom(globalAggregates: Record<string, Aggregate>): SearchKey[];
export declare function randomSearchBody(random: () => number, keys: SearchKey[]): string;
