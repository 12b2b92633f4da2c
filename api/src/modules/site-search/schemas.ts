import { Type } from '@sinclair/typebox';
import { SEARCH_MAX_LENGTH } from '@rv/domain/search';

/** Spec (validation rules): at most 100 characters; over it is a 400 naming `query`, never a silent cut. */
const Query = Type.String({ minLength: 1, maxLength: SEARCH_MAX_LENGTH });
const Owners = Type.Optional(Type.Boolean({ default: false }));

export const SuggestionsQuerySchema = Type.Object({
  query: Query,
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  owners: Owners,
}, { additionalProperties: false });

export const SearchesQuerySchema = Type.Object({
  query: Query,
  /** Spec (validation rules): a page is accepted only if numeric and above 0. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** Page size 10 by default; 3 for the overlay's previews (spec: constants and limits). */
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  owners: Owners,
}, { additionalProperties: false });

const Raw = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Object({ raw: schema });
const Str = Type.String();

export const SuggestionsResponseSchema = Type.Object({
  meta: Type.Object({ query: Str, engine: Str, size: Type.Integer() }),
  results: Type.Array(Type.Object({ suggestion: Str })),
});

/** Fields a result carries as `{ raw }`, the shape the UI reads (`data.url_path.raw`, spec (entities and fields) preview result). */
export const SearchesResponseSchema = Type.Object({
  meta: Type.Object({
    query: Str, engine: Str, corrected_query: Type.Union([Str, Type.Null()]), alternatives: Type.Array(Str),
    page: Type.Object({ current: Type.Integer(), size: Type.Integer(), total_pages: Type.Integer(), total_results: Type.Integer() }),
  }),
  results: Type.Array(Type.Object({
    id: Raw(Str),
    data: Type.Object({
      url_path: Raw(Str), title: Raw(Str), featured_image: Type.Object({ raw: Type.Union([Str, Type.Null()]) }),
      category: Raw(Str), meta_description: Raw(Str), snippet: Raw(Str),
    }),
  })),
  facets: Type.Object({ category: Type.Array(Type.Object({ value: Str, count: Type.Integer() })) }),
});

export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Str, message: Str, field: Type.Optional(Str) });
