-- The maker's staff accounts, apart from dealer accounts: roles from the closed list in @rv/domain/auth.
CREATE TABLE staff_accounts (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  display_name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  roles text[] NOT NULL CHECK (roles <@ ARRAY['sales', 'editor', 'publisher', 'admin', 'program']::text[]),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_accounts_username ON staff_accounts (lower(username));

CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- The maker's lead settings, one row: routing radius, hours without first contact before a lead moves on,
-- days before a lead's contact details are anonymised.
CREATE TABLE lead_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  radius_miles integer NOT NULL DEFAULT 150 CHECK (radius_miles > 0),
  reassign_after_minutes integer NOT NULL DEFAULT 1440 CHECK (reassign_after_minutes > 0),
  retention_days integer NOT NULL DEFAULT 730 CHECK (retention_days > 0)
);
INSERT INTO lead_settings DEFAULT VALUES;

-- A dealership's lead preferences: whether it takes leads, brands it opted out of, leads a day.
CREATE TABLE lead_dealer_settings (
  dealer_number text PRIMARY KEY,
  accepts_leads boolean NOT NULL DEFAULT true,
  opted_out_brands text[] NOT NULL DEFAULT '{}',
  daily_capacity integer CHECK (daily_capacity >= 0)
);

-- One lead per quote or lead submission (the unique submission keeps a retried store from routing twice).
CREATE TABLE leads (
  id bigserial PRIMARY KEY,
  submission_id bigint NOT NULL UNIQUE,
  reference_id text NOT NULL,
  -- null: a customer-service lead names no brand (the maker's queue).
  brand text,
  postal_code text,
  state text,
  -- null: the maker's queue.
  dealer_number text,
  assigned_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'sold', 'lost')),
  lost_reason text,
  sold_vin text,
  -- What the shopper asked (floorplan, time frame, build link, contact preference) and who they are.
  request jsonb NOT NULL DEFAULT '{}',
  contact jsonb,
  -- Dealers that let the lead wait past the maker's time: never routed it again.
  passed_over text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  routed_at timestamptz NOT NULL DEFAULT now(),
  first_contact_at timestamptz,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  anonymised_at timestamptz
);
CREATE INDEX leads_dealer ON leads (dealer_number, created_at DESC);
CREATE INDEX leads_created ON leads (created_at);

CREATE TABLE lead_notes (
  id bigserial PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id, id);

-- Every read of a lead's contact details: who, when.
CREATE TABLE lead_contact_reads (
  id bigserial PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  user_id bigint,
  read_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_contact_reads_lead ON lead_contact_reads (lead_id);
