-- Incentive program lines (dealer spec: entities and fields, "Program line"): one row per unit a program pays on.
-- Dealer name, city and street come from the dealership (auth module) when a line is shown.
-- Statuses (shared-lib dealer/program-lines.ts): 1 Approved, 2 Pending, 3 Claimed, 4 Paid, 5 Expired, 6 Rejected.
CREATE TABLE program_lines (
  record_id text PRIMARY KEY,
  program_id text NOT NULL CHECK (program_id ~ '^PR-[0-9]+$'),
  program_type integer NOT NULL,
  item_group_id text NOT NULL,
  dealership_number text NOT NULL,
  sales_id text NOT NULL,
  item_id text NOT NULL,
  serial_number text NOT NULL DEFAULT '',
  -- The brand of the unit, so claimed points can be ranked per brand on the leaderboard.
  brand_code text NOT NULL,
  program_amount numeric(10, 2) NOT NULL CHECK (program_amount > 0),
  start_date date NOT NULL,
  end_date date NOT NULL,
  status integer NOT NULL CHECK (status BETWEEN 1 AND 6),
  -- The SALESPERSON_ID attribute of the salesperson the line belongs to.
  salesperson_id text NOT NULL,
  sale_date date,
  registration_date date,
  check_amount numeric(10, 2) NOT NULL DEFAULT 0,
  paid_to text NOT NULL DEFAULT '',
  payment_info text NOT NULL DEFAULT '',
  check_date date,
  claimed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  claimed_at timestamptz,
  -- A newly approved line alerts until GET /ax/v1/alert/mark/{id}.
  alert boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX program_lines_dealership_status ON program_lines (dealership_number, status);
