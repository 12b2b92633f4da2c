-- Dealer programs end to end: the maker's programs and their rules, sales registered by VIN, claims with a
-- bill of sale, review decisions and payment batches.

-- A program pays `amount` per unit sold between its dates; an empty list means no limit on that field.
CREATE TABLE dealer_programs (
  program_id text PRIMARY KEY CHECK (program_id ~ '^PR-[0-9]+$'),
  name text NOT NULL,
  program_type integer NOT NULL DEFAULT 5,
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  item_ids text[] NOT NULL DEFAULT '{}',
  dealership_numbers text[] NOT NULL DEFAULT '{}',
  -- Buyer's state or province codes.
  regions text[] NOT NULL DEFAULT '{}',
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Ended early by program staff: sales after this date no longer qualify.
  ended_at timestamptz
);

-- One warranty registration per VIN.
CREATE TABLE vehicle_sales (
  id bigserial PRIMARY KEY,
  vin text NOT NULL UNIQUE CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  dealership_number text NOT NULL,
  item_id text NOT NULL,
  item_group_id text NOT NULL,
  brand_code text NOT NULL,
  model_year integer NOT NULL,
  sale_date date NOT NULL,
  salesperson_id text NOT NULL,
  buyer_region text NOT NULL,
  registered_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_sales_dealership ON vehicle_sales (dealership_number, sale_date DESC);

CREATE SEQUENCE program_line_record_ids START 5637300000;

-- The claim's life on the line: the current bill of sale, the reviewer's reason, whether it was disputed, its batch.
ALTER TABLE program_lines
  ADD COLUMN sale_id bigint REFERENCES vehicle_sales (id) ON DELETE SET NULL,
  ADD COLUMN reject_reason text,
  ADD COLUMN disputed_at timestamptz,
  ADD COLUMN reviewed_by text,
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN payment_batch_id bigint;

-- Bills of sale, one row per document sent (a dispute adds a new one); the line shows the newest.
CREATE TABLE claim_documents (
  id bigserial PRIMARY KEY,
  record_id text NOT NULL REFERENCES program_lines (record_id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  display_name text NOT NULL,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_documents_line ON claim_documents (record_id, id DESC);

CREATE TABLE payment_batches (
  id bigserial PRIMARY KEY,
  reference text NOT NULL,
  paid_on date NOT NULL,
  amount numeric(12, 2) NOT NULL,
  paid_to text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
