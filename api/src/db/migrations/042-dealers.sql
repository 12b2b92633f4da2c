-- The dealer locator's dealerships (seeded from the dealer network).
CREATE TABLE dealers (
  dealer_number text PRIMARY KEY,
  name text NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  country text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  website text NOT NULL,
  brand_codes text[] NOT NULL,
  hours jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX dealers_position ON dealers (latitude, longitude);
