-- Content service (spec consumer §3, §7): every document of the headless content service.
CREATE TABLE content_documents (
  id text PRIMARY KEY,
  uid text,
  type text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  lang text NOT NULL DEFAULT 'en-us',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  first_publication_date timestamptz NOT NULL DEFAULT now(),
  last_publication_date timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector
);
CREATE UNIQUE INDEX content_documents_type_uid ON content_documents (type, uid);
CREATE INDEX content_documents_type ON content_documents (type, first_publication_date DESC);
CREATE INDEX content_documents_search ON content_documents USING gin (search_vector);
