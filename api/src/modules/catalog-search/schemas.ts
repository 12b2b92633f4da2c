import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { FILTER_KEYS, FILTER_KEY_PREFIXES, SORT_FIELDS, type FilterKind } from '@rv/domain/catalog';
import { TOW_RATING_MAX_LB } from '@rv/domain/towing';
import { SEARCH_MAX_LENGTH } from '@rv/domain/search';

const Str = (max = 100) => Type.String({ maxLength: max });
/** A list, or one value (ajv's array coercion turns a single value into a list of one). */
const List = (max = 100) => Type.Array(Str(), { maxItems: max });
/** Every ranged measure (price, sleeps, length, weight, tanks...) is non-negative and far below 100 million. */
const Measure = Type.Number({ minimum: 0, maximum: 100_000_000 });
const Range = Type.Object({
  from: Type.Optional(Type.Union([Type.Null(), Measure])),
  to: Type.Optional(Type.Union([Type.Null(), Measure])),
}, { additionalProperties: false });

/** A vehicle rating as the product advisor takes it: whole pounds from 1 to 40,000. */
const Rating = Type.Integer({ minimum: 1, maximum: TOW_RATING_MAX_LB });
/** tow match: both ratings of the shopper's vehicle. */
const TowVehicle = Type.Object({ towingCapacity: Rating, payload: Rating }, { additionalProperties: false });

const KIND_SCHEMAS: Record<FilterKind, TSchema> = { terms: List(), range: Range, boolean: Type.Boolean() };
/** The facet keys as one pattern per kind (`^(models|brand)\.(price|sleeps|...)$`), not a property per key: a far smaller, faster validator (docs/decisions.md). */
const facetPatterns = Object.fromEntries((['terms', 'range', 'boolean'] as const).map((kind) => [
  `^(${FILTER_KEY_PREFIXES.join('|')})\\.(${FILTER_KEYS.filter((d) => d.kind === kind).map((d) => d.key).join('|')})$`,
  KIND_SCHEMAS[kind],
]));

/** Filters: the named filters of spec (the calls) under model and brand, and every models.* / brand.* key (unknown keys get a 400 naming them). */
export const SearchFiltersSchema = Type.Object({
  model: Type.Optional(Type.Object({
    showOnWeb: Type.Optional(Type.Boolean()),
    most_popular: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    /** The STOCK-ONLY flag: false leaves out floorplans sold from dealer stock only (dealers never see them). */
    stockOnly: Type.Optional(Type.Boolean()),
    /** The toy hauler flag: false leaves toy haulers out (Get Matched's "no"), true keeps only them. */
    toyHauler: Type.Optional(Type.Boolean()),
    referenceId: Type.Optional(List(500)),
    typeClass: Type.Optional(List()),
    /** Free text (dealer search): every word must occur in the name, reference id, brand, type class or description. */
    text: Type.Optional(Type.String({ minLength: 1, maxLength: SEARCH_MAX_LENGTH, pattern: '\\S' })),
    /** Only each floorplan's newest model year, so a text search lists a floorplan once. */
    newestYearOnly: Type.Optional(Type.Boolean()),
  }, { additionalProperties: false })),
  brand: Type.Optional(Type.Object({
    group: Type.Optional(List()),
    referenceId: Type.Optional(List()),
    url: Type.Optional(List()),
    active: Type.Optional(Type.Boolean()),
  }, { additionalProperties: false })),
  towVehicle: Type.Optional(TowVehicle),
}, { additionalProperties: true, patternProperties: facetPatterns });
export type SearchFiltersBody = Static<typeof SearchFiltersSchema> & Record<string, unknown>;

/**
 * The largest page each search gives, the largest the spec asks for: brand search 100 (the quiz; brand
 * group lists ask 75), model search 200 (brand spec pages). A larger size is a 400 naming `size`.
 */
export const SEARCH_SIZE_MAX = { brand: 100, floorplan: 200 } as const;

const searchBody = (viewType: 'brand' | 'floorplan') => Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_SIZE_MAX[viewType] })),
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  viewType: Type.Optional(Type.Literal(viewType)),
  indexName: Type.Optional(Type.String({ maxLength: 60 })),
  filters: Type.Optional(SearchFiltersSchema),
  sort: Type.Optional(Type.Array(Type.Object({
    field: Type.Union(SORT_FIELDS.map((f) => Type.Literal(f))),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  }, { additionalProperties: false }), { maxItems: 5 })),
  returnAggregates: Type.Optional(Type.Boolean()),
  returnModels: Type.Optional(Type.Boolean()),
  modelSpecifications: Type.Optional(Type.Array(Str(60), { maxItems: 100 })),
  modelOptions: Type.Optional(Type.Boolean()),
  modelsSize: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
}, { additionalProperties: false });
export const BrandSearchBody = searchBody('brand');
export const ModelSearchBody = searchBody('floorplan');
export type SearchBody = Static<typeof ModelSearchBody> | Static<typeof BrandSearchBody>;

const Image = Type.Object({ url: Type.String(), alt: Type.String(), dimensions: Type.Object({ width: Type.Integer(), height: Type.Integer() }) });
const Spec = Type.Object({
  code: Type.String(), value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  label: Type.String(), description: Type.String(), sequence: Type.Integer(),
});
export const FeatureSchema = Type.Object({ group: Type.String(), label: Type.String(), value: Type.String(), sequence: Type.Integer(), source: Type.String() });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ModelSchema = Type.Object({
  uniqueId: Type.String(), referenceId: Type.String(), uid: Type.String(), name: Type.String(), description: Type.String(),
  brandName: Type.String(), brandSlug: Type.String(), brandType: Type.String(),
  brand: Type.Object({ referenceId: Type.String(), code: Type.String(), group: Type.String(), url: Type.String() }),
  brandReferenceId: Type.String(), typeClass: Type.String(), typeClassSlug: Type.String(), brandNameUrl: Type.String(),
  brandTypeUrl: Type.String(), toyHaulerUrl: Nullable(Type.String()), destinationTrailerUrl: Nullable(Type.String()),
  modelYear: Type.Integer(), has360: Type.Boolean(), linkto360: Nullable(Type.String()), active: Type.Boolean(),
  showOnWeb: Type.Boolean(), most_popular: Type.Boolean(), region: Type.String(), class: Type.String(), size: Type.String(),
  specifications: Type.Record(Type.String(), Spec),
  features: Type.Optional(Type.Array(FeatureSchema)),
  floorplan_main: Image,
  floorplan_thumbnail: Type.Object({ ...Image.properties, tiny: Image }),
});

export const BrandSchema = Type.Object({
  uniqueId: Type.String(), referenceId: Type.String(), code: Type.String(), slug: Type.String(), name: Type.String(),
  group: Type.String(), region: Type.String(), url: Type.String(), active: Type.Boolean(), class: Type.String(),
  typeClass: Type.String(), typeClassSlug: Type.String(), brandTypes: Type.Array(Type.String()),
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  modelCount: Type.Integer(), minPrice: Nullable(Type.Number()), maxPrice: Nullable(Type.Number()),
  models: Type.Optional(Type.Array(ModelSchema)),
});

const Aggregates = Type.Record(Type.String(), Type.Object({
  buckets: Type.Optional(Type.Array(Type.Object({ key: Type.String(), docCount: Type.Integer() }))),
  min: Type.Optional(Nullable(Type.Number())),
  max: Type.Optional(Nullable(Type.Number())),
}));
const searchResponse = <T extends TSchema>(doc: T) => Type.Object({
  docs: Type.Array(doc),
  total: Type.Object({ value: Type.Integer() }),
  aggregates: Type.Optional(Type.Object({ global: Aggregates, filtered: Aggregates })),
});
export const BrandSearchResponse = searchResponse(BrandSchema);
export const ModelSearchResponse = searchResponse(ModelSchema);

export const FeaturesResponse = Type.Object({ models: Type.Array(Type.String()), features: Type.Array(FeatureSchema) });
export const BrandGroupParams = Type.Object({ brandGroup: Type.String({ minLength: 1, maxLength: 20 }) });
export const FeaturesQuery = Type.Object({ models: Type.Optional(Type.String({ maxLength: 2000 })) });
export const ModelIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) });
export const ImageParams = Type.Object({
  uniqueId: Type.String({ minLength: 1, maxLength: 80 }),
  variant: Type.Union([Type.Literal('main.svg'), Type.Literal('thumbnail.svg'), Type.Literal('tiny.svg')]),
});

const InList = (max: number) => Type.Object({ in: Type.Array(Str(60), { maxItems: max }) }, { additionalProperties: false });
/** The one GraphQL operation of spec (the calls): ModelSpecifications(modelFilter). */
export const GraphqlBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 5000 }),
  operationName: Type.Optional(Type.String({ maxLength: 100 })),
  variables: Type.Object({
    modelFilter: Type.Object({
      model: Type.Object({ referenceId: InList(200) }, { additionalProperties: false }),
      code: Type.Optional(InList(100)),
    }, { additionalProperties: false }),
  }),
});
export const GraphqlResponse = Type.Object({
  data: Type.Object({
    modelSpecifications: Type.Array(Type.Object({
      model: Type.Object({ referenceId: Type.String(), modelYear: Type.Integer() }),
      code: Type.String(), value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
      label: Type.String(), description: Type.String(), sequence: Type.Integer(),
    })),
  }),
});
// Setting keys are code-like names (S-AND-O-GROUP-ORDER); the pattern also keeps NUL bytes, which PostgreSQL
// refuses in text, from reaching the query as a 500 (bad-input sweep).
export const SettingParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' }) });
export const SettingResponse = Type.Object({ key: Type.String(), value: Type.Unknown() });
export const BrandCodesResponse = Type.Array(Type.Object({ value: Type.String(), label: Type.String(), listCode: Type.String() }));
