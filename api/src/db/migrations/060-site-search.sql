-- Site search (consumer spec: the calls, "site-search engine"): one row per public page of an engine.
-- 'site' holds every public page; 'owners' holds owner content only (the separate owners engine).
-- Rows are derived data, rebuilt whole from the content and catalogue modules when their
-- fingerprint changes, so there are no foreign keys back to the sources.
CREATE TABLE site_search_documents (
  engine text NOT NULL CHECK (engine IN ('site', 'owners')),
  id text NOT NULL,
  category text NOT NULL,
  url_path text NOT NULL,
  title text NOT NULL,
  -- The title's words lower-cased and space-joined: an exact title match ranks first among text matches.
  title_key text NOT NULL,
  meta_description text NOT NULL DEFAULT '',
  headings text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  featured_image text,
  -- Floorplans only: lower-cased, so a typed model reference id finds its floorplan exactly.
  reference_id text,
  -- Brand landings only: the brand name's words as in title_key, so a typed brand puts its landing first.
  brand_key text,
  published_at timestamptz,
  -- Ties between equally relevant pages go to popular ones (most_popular floorplans), then recent ones.
  popularity real NOT NULL DEFAULT 0,
  -- Suggestions read title (A), meta_description (B) and headings (C) only; searches read everything.
  suggest_vector tsvector NOT NULL,
  search_vector tsvector NOT NULL,
  PRIMARY KEY (engine, id)
);
CREATE INDEX site_search_documents_search ON site_search_documents USING gin (search_vector);
CREATE INDEX site_search_documents_suggest ON site_search_documents USING gin (suggest_vector);
CREATE INDEX site_search_documents_reference ON site_search_documents (engine, reference_id) WHERE reference_id IS NOT NULL;

-- Words of an engine's pages with how many pages use them: the dictionary typo correction picks
-- from (pg_trgm is not loaded in the embedded PGlite, so similarity is computed by the API).
CREATE TABLE site_search_terms (
  engine text NOT NULL,
  term text NOT NULL,
  documents integer NOT NULL,
  PRIMARY KEY (engine, term)
);

-- What each engine was last built from; a different fingerprint at start or on a query means rebuild.
CREATE TABLE site_search_state (
  engine text PRIMARY KEY,
  source_fingerprint text NOT NULL,
  documents integer NOT NULL,
  indexed_at timestamptz NOT NULL DEFAULT now()
);
