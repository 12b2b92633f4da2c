-- Bumped by every statement that changes content_documents (a trigger, so direct SQL edits count too):
-- the response cache (http/response-cache.ts) keys content answers and page heads by it, so a write is
-- seen by the next read in every API process.
CREATE TABLE content_revision (
  id integer PRIMARY KEY CHECK (id = 1),
  revision bigint NOT NULL
);
INSERT INTO content_revision (id, revision) VALUES (1, 0);

CREATE FUNCTION bump_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER content_documents_revision
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_documents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

-- Every change of either revision is announced on channel rv_revision. The embedded database hears it
-- before the writing statement returns, so its response cache need not ask for the revisions per read.
CREATE FUNCTION notify_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rv_revision', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER catalog_revision_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_revision
  FOR EACH STATEMENT EXECUTE FUNCTION notify_revision();
CREATE TRIGGER content_revision_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_revision
  FOR EACH STATEMENT EXECUTE FUNCTION notify_revision();
