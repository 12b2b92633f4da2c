-- Outgoing e-mail lands here when no SMTP server is configured: the development mailbox page
-- (/api/dev/mailbox) shows it so a person, and the browser tests, can follow e-mailed links.
CREATE TABLE dev_mailbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_to ON dev_mailbox (lower(to_address), id DESC);
