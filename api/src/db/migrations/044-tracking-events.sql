-- Data-layer events (consumer spec: the calls) sent by the browser, with the first-party ids.
CREATE TABLE tracking_events (
  id bigserial PRIMARY KEY,
  event_name text NOT NULL,
  user_uid text,
  session_uid text,
  page_path text,
  data jsonb NOT NULL DEFAULT '{}',
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_events_name_time ON tracking_events (event_name, occurred_at);
