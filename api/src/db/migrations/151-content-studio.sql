-- The content studio. content_documents stays what the site shows (the published version); every saved
-- version of a document lives here with who and when, apart from it.
CREATE TABLE studio_documents (
  id text PRIMARY KEY,
  type text NOT NULL,
  uid text,
  tags text[] NOT NULL DEFAULT '{}',
  lang text NOT NULL DEFAULT 'en-us',
  latest_version integer NOT NULL,
  -- null: not on the site.
  published_version integer,
  ever_published boolean NOT NULL DEFAULT false,
  scheduled_at timestamptz,
  scheduled_version integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);
CREATE UNIQUE INDEX studio_documents_type_uid ON studio_documents (type, uid);

CREATE TABLE studio_versions (
  document_id text NOT NULL REFERENCES studio_documents (id) ON DELETE CASCADE,
  version integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('imported', 'created', 'saved', 'rolled-back')),
  data jsonb NOT NULL,
  restored_from integer,
  saved_at timestamptz NOT NULL DEFAULT now(),
  saved_by text NOT NULL,
  PRIMARY KEY (document_id, version)
);

-- Each editor's work in progress on a document, kept between saves (and when a save was refused).
CREATE TABLE studio_autosaves (
  document_id text NOT NULL REFERENCES studio_documents (id) ON DELETE CASCADE,
  staff_username text NOT NULL,
  base_version integer NOT NULL,
  data jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, staff_username)
);

-- Who changed, published or rolled back what, and when; admins read it.
CREATE TABLE studio_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  document_id text,
  version integer,
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX studio_audit_document ON studio_audit (document_id, id DESC);
