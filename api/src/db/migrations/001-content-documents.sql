-- Content service (consumer spec: entities and fields; the calls): every document of the headless content service.
CREATE TABLE content_documents (
  id text PRIMARY KEY,
  uid text,
  type text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  lang text NOT NULL DEFAULT 'en-us',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  first_publication_date timestamptz NOT NULL DEFAULT now(),
  last_publication_date timestamptz NOT NULL DEFAULT now(),
  -- Title words weigh A, the rest B; recomputed on every upsert.
  search_vector tsvector
);
CREATE UNIQUE INDEX content_documents_type_uid ON content_documents (type, uid);
CREATE INDEX content_documents_type ON content_documents (type, first_publication_date DESC);
CREATE INDEX content_documents_uid ON content_documents (uid);
CREATE INDEX content_documents_tags ON content_documents USING gin (tags);
CREATE INDEX content_documents_search ON content_documents USING gin (search_vector);

-- Document links found in a document's data, recomputed on every upsert. No foreign key on the
-- target on purpose: a link whose target is gone stays and reads back with isBroken = true.
CREATE TABLE content_links (
  source_id text NOT NULL REFERENCES content_documents (id) ON DELETE CASCADE,
  target_type text NOT NULL,
  target_uid text NOT NULL,
  PRIMARY KEY (source_id, target_type, target_uid)
);
CREATE INDEX content_links_target ON content_links (target_type, target_uid);
