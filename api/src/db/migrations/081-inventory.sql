-- Dealer stock (consumer spec: screens and routes, /inventory). A unit keeps the model facts it was stocked with, as a
-- dealer's stock list would; the dealer is referenced by number and read through the dealers module.
CREATE TABLE inventory_units (
  vin text PRIMARY KEY CHECK (length(vin) = 17),
  dealer_number text NOT NULL,
  reference_id text NOT NULL,
  model_year integer NOT NULL,
  model_name text NOT NULL,
  brand_code text NOT NULL,
  brand_slug text NOT NULL,
  brand_name text NOT NULL,
  type_class_slug text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  status text NOT NULL CHECK (status IN ('In Stock', 'In Transit', 'Sale Pending')),
  options text[] NOT NULL DEFAULT '{}',
  stocked_on date NOT NULL
);
CREATE INDEX inventory_units_dealer ON inventory_units (dealer_number);
CREATE INDEX inventory_units_search ON inventory_units (brand_code, type_class_slug, price);
