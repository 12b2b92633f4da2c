import { Type, type Static } from '@sinclair/typebox';

export const ContentDocumentSchema = Type.Object({
  id: Type.String(),
  uid: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  tags: Type.Array(Type.String()),
  lang: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  first_publication_date: Type.String(),
  last_publication_date: Type.String(),
});

export const DocumentQuerySchema = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.String({ maxLength: 12 })),
  pageSize: Type.Optional(Type.String({ maxLength: 12 })),
});
export type DocumentQuery = Static<typeof DocumentQuerySchema>;

export const DocumentPageSchema = Type.Object({
  page: Type.Integer(),
  results_per_page: Type.Integer(),
  total_results_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(ContentDocumentSchema),
});

export const TypeUidParamsSchema = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 100 }),
  uid: Type.String({ minLength: 1, maxLength: 200 }),
});
