-- Dealer portal accounts (dealer spec: entities and fields, "Logged-in user"): dealership organizations, their users and
-- the attributes both carry. Users are provisioned before they register: a user without a password
-- hash has not completed registration yet and cannot sign in.
CREATE TABLE organizations (
  id bigserial PRIMARY KEY,
  dealership_number text NOT NULL UNIQUE,
  dealership_name text NOT NULL,
  -- Brand codes the dealership sells; the API renders them as the spec's comma-separated brandList.
  brand_codes text[] NOT NULL DEFAULT '{}',
  -- [{ street, city, state, zip, country }]: shown, never queried, so a document is enough.
  addresses jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organization_attributes (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  code text NOT NULL,
  value text NOT NULL,
  name text NOT NULL,
  sequence integer NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, code)
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  guid uuid NOT NULL UNIQUE,
  username text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- MANAGER sees My Team (dealer spec: roles and permissions); everyone else is a SALESPERSON.
  user_type text NOT NULL DEFAULT 'SALESPERSON' CHECK (user_type IN ('SALESPERSON', 'MANAGER')),
  password_hash text,
  registered_at timestamptz,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Usernames are typed by people: one account per spelling regardless of case.
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));

CREATE TABLE user_attributes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL,
  value text NOT NULL,
  name text NOT NULL,
  sequence integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, code)
);

-- A user's dealerships in order: the first is the user's own dealership (dealer spec: entities and fields); a manager's
-- further rows are the dealerships the manager oversees.
CREATE TABLE user_organizations (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  sequence integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, organization_id)
);
CREATE INDEX user_organizations_organization ON user_organizations (organization_id);
