-- A revision notice names the schema it was sent from ("schema.table"): NOTIFY channels are per database,
-- so deployments (or test runs) in other schemas of one database do not make a replica read its revisions
-- again for a change that is not its own (http/response-cache.ts revisionReader).
CREATE OR REPLACE FUNCTION notify_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rv_revision', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
