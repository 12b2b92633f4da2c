-- Every form submission, stored before it is acknowledged. The CRM copy
-- goes through the outbox; crm_delivered_at records when it got there (crm_target: the URL or 'local').
CREATE TABLE form_submissions (
  id bigserial PRIMARY KEY,
  reference_id text NOT NULL UNIQUE,
  -- What it is for the CRM (a customer-service S3 is a 'lead') and the endpoint it came through.
  form_type text NOT NULL,
  source_form text NOT NULL,
  -- Idempotency-Key header or client submissionId: a double submit is stored once.
  idempotency_key text,
  fields jsonb NOT NULL,
  form_page text,
  user_uid text,
  session_uid text,
  lead_source_name text,
  lead_campaign_name text,
  event_name text,
  client_ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  crm_delivered_at timestamptz,
  crm_target text,
  UNIQUE (source_form, idempotency_key)
);
CREATE INDEX form_submissions_created ON form_submissions (form_type, created_at);

-- Uploaded images live in the database, so any API replica can serve or deliver them.
CREATE TABLE form_uploads (
  id bigserial PRIMARY KEY,
  submission_id bigint NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  field_name text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_uploads_submission ON form_uploads (submission_id);
