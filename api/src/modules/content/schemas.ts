import { Type } from '@sinclair/typebox';

/** A document as every content endpoint returns it (shared-lib content-types.ts `ContentDocument`). */
export const ContentDocumentSchema = Type.Object({
  id: Type.String(),
  uid: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  url: Type.String({ description: 'Site path by the content-type routing table (consumer spec: screens and routes).' }),
  tags: Type.Array(Type.String()),
  lang: Type.String(),
  first_publication_date: Type.String(),
  last_publication_date: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
});

/** Lists arrive as `a,b` or as repeated parameters; the guards split and check them. */
const List = Type.Optional(Type.Array(Type.String({ maxLength: 20000 }), { maxItems: 1000 }));
const Paging = {
  page: Type.Optional(Type.String({ maxLength: 12 })),
  pageSize: Type.Optional(Type.String({ maxLength: 12 })),
};
const Reading = { fields: List, fetchLinks: List };

export const DocumentQuerySchema = Type.Object({ type: Type.Optional(Type.String({ maxLength: 100 })), tags: List, ...Paging, ...Reading });
export const ReadQuerySchema = Type.Object(Reading);
export const ByUidQuerySchema = Type.Object({ type: Type.Optional(Type.String({ maxLength: 100 })), uids: List, ...Reading });
export const SearchQuerySchema = Type.Object({ q: Type.Optional(Type.String({ maxLength: 1000 })), types: List, ...Paging, ...Reading });

export const DocumentPageSchema = Type.Object({
  page: Type.Integer(),
  results_per_page: Type.Integer(),
  results_size: Type.Integer(),
  total_results_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(ContentDocumentSchema),
});

export const DocumentListSchema = Type.Object({ results: Type.Array(ContentDocumentSchema) });

export const TypeUidParamsSchema = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 100 }),
  uid: Type.String({ minLength: 1, maxLength: 300 }),
});
export const TypeParamsSchema = Type.Object({ type: Type.String({ minLength: 1, maxLength: 100 }) });

export const BrokenLinksSchema = Type.Object({
  results: Type.Array(Type.Object({
    source: Type.Object({ id: Type.String(), type: Type.String(), uid: Type.Union([Type.String(), Type.Null()]) }),
    target: Type.Object({ type: Type.String(), uid: Type.String() }),
  })),
});

/** The API's error body (http/errors.ts), declared so every response of the module has a schema. */
export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export const errors = { 400: ErrorSchema, 404: ErrorSchema };
