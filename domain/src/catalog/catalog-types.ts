/** Catalogue documents and the search service's request and response (consumer spec: entities and fields; the calls). */
import type { ModelFeature } from './feature-value';
import type { CatalogRegion, SortBy } from './filter-keys';
import type { TowVehicleLimits } from '@rv/domain/towing';

export interface CatalogImage {
  url: string;
  alt: string;
  dimensions: { width: number; height: number };
}

export interface ModelSpecification {
  code: string;
  value: string | number | boolean | null;
  label: string;
  description: string;
  sequence: number;
}

/** A floorplan of one model year. */
export interface Model {
  uniqueId: string;
  referenceId: string;
  uid: string;
  name: string;
  description: string;
  brandName: string;
  brandSlug: string;
  brandType: string;
  brand: { referenceId: string; code: string; group: string; url: string };
  brandReferenceId: string;
  typeClass: string;
  typeClassSlug: string;
  brandNameUrl: string;
  brandTypeUrl: string;
  toyHaulerUrl: string | null;
  destinationTrailerUrl: string | null;
  modelYear: number;
  has360: boolean;
  linkto360: string | null;
  active: boolean;
  showOnWeb: boolean;
  most_popular: boolean;
  region: CatalogRegion;
  class: string;
  size: string;
  specifications: Record<string, ModelSpecification>;
  /** Present when the search asked for modelOptions. */
  features?: ModelFeature[];
  floorplan_main: CatalogImage;
  floorplan_thumbnail: CatalogImage & { tiny: CatalogImage };
}

/** A brand of the search service: one sub-brand in one type class, with the floorplans that matched. */
export interface Brand {
  uniqueId: string;
  referenceId: string;
  code: string;
  slug: string;
  name: string;
  group: string;
  region: CatalogRegion;
  url: string;
  active: boolean;
  class: string;
  typeClass: string;
  typeClassSlug: string;
  brandTypes: string[];
  attributes: Array<{ name: string; value: string }>;
  modelCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  /** Present when the search asked for returnModels: the first modelsSize matching floorplans. */
  models?: Model[];
}

export interface AggregateBucket { key: string; docCount: number }
/** Terms and boolean keys carry buckets; range keys carry min and max (null when no document has a value). */
export interface Aggregate {
  buckets?: AggregateBucket[];
  min?: number | null;
  max?: number | null;
}
export type Aggregates = Record<string, Aggregate>;

export type TermsFilterValue = string | number | Array<string | number>;
export interface RangeFilterValue { from?: number | null; to?: number | null }

/** The named filters of spec (the calls), plus any `models.*` / `brand.*` filter key of FILTER_KEYS. */
export interface SearchFilters {
  model?: {
    showOnWeb?: boolean;
    most_popular?: boolean;
    active?: boolean;
    /** The STOCK-ONLY flag; false leaves out floorplans sold from dealer stock only. */
    stockOnly?: boolean;
    /** The toy hauler flag as a named filter: false leaves toy haulers out (the quiz's "no"), true keeps only them. */
    toyHauler?: boolean;
    referenceId?: string | string[];
    typeClass?: string | string[];
    /** Free text: every word must occur in the name, reference id, brand, type class or description. */
    text?: string;
    /** Only each floorplan's newest model year. */
    newestYearOnly?: boolean;
  };
  brand?: {
    group?: string | string[];
    referenceId?: string | string[];
    url?: string | string[];
    active?: boolean;
  };
  /** tow match: hide floorplans the vehicle should not tow (GVWR or hitch weight over its margin). */
  towVehicle?: TowVehicleLimits;
  [key: `models.${string}` | `brand.${string}`]: TermsFilterValue | RangeFilterValue | boolean | undefined;
}

export interface SearchRequest {
  size?: number;
  from?: number;
  viewType?: 'brand' | 'floorplan';
  indexName?: string;
  filters?: SearchFilters;
  sort?: SortBy[];
  returnAggregates?: boolean;
  returnModels?: boolean;
  /** Spec codes to include in each model's specifications; omitted means all, [] means none. */
  modelSpecifications?: string[];
  /** Include each model's features (standard and optional equipment). */
  modelOptions?: boolean;
  /** Brand view with returnModels: how many floorplans each brand carries (default 10). */
  modelsSize?: number;
}

export interface SearchResponse<D> {
  docs: D[];
  total: { value: number };
  /** With returnAggregates: the whole index, and the current filters (each key ignoring its own filter). */
  aggregates?: { global: Aggregates; filtered: Aggregates };
}

export interface FeaturesResponse {
  models: string[];
  features: ModelFeature[];
}
