-- Catalogue of the search service (consumer spec: entities and fields; the calls): brands, type classes, floorplan models,
-- their specifications by code and their features. catalog_models carries the searchable facts as
-- typed columns (the search projection); catalog_specifications is the spec sheet as shown.
-- The per-model rows (specifications, features) carry no foreign keys: row-by-row FK triggers made
-- the seed four times slower, and the catalogue is only ever written whole, in one transaction.
CREATE TABLE catalog_type_classes (
  slug text PRIMARY KEY,
  name text NOT NULL,
  sequence integer NOT NULL
);

CREATE TABLE catalog_brands (
  reference_id text PRIMARY KEY,
  code text NOT NULL,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  brand_group text NOT NULL,
  url text NOT NULL,
  region text NOT NULL CHECK (region IN ('EAST', 'WEST', 'BOTH')),
  class text NOT NULL CHECK (class IN ('Comfort', 'Premium', 'Luxury')),
  active boolean NOT NULL DEFAULT true,
  seo_url text NOT NULL,
  sequence integer NOT NULL
);
CREATE INDEX catalog_brands_group ON catalog_brands (brand_group);

CREATE TABLE catalog_models (
  id integer PRIMARY KEY,
  unique_id text NOT NULL UNIQUE,
  reference_id text NOT NULL,
  uid text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  brand_reference_id text NOT NULL REFERENCES catalog_brands (reference_id),
  type_class_slug text NOT NULL REFERENCES catalog_type_classes (slug),
  rv_type text NOT NULL CHECK (rv_type IN ('travel-trailers', 'fifth-wheels')),
  brand_type text NOT NULL,
  model_year integer NOT NULL,
  active boolean NOT NULL,
  show_on_web boolean NOT NULL,
  most_popular boolean NOT NULL,
  new_floorplan boolean NOT NULL,
  stock_only boolean NOT NULL,
  has360 boolean NOT NULL,
  region text NOT NULL CHECK (region IN ('EAST', 'WEST', 'BOTH')),
  class text NOT NULL,
  size text NOT NULL,
  price integer,
  sleeps integer NOT NULL,
  length integer NOT NULL,
  height integer NOT NULL,
  shipping_weight integer NOT NULL,
  carrying_capacity integer NOT NULL,
  hitch_weight integer NOT NULL,
  fresh_water integer NOT NULL,
  grey_water integer NOT NULL,
  black_water integer NOT NULL,
  lpg_capacity integer NOT NULL,
  propane_tanks integer NOT NULL,
  refrigerator_size text NOT NULL,
  ac_units integer NOT NULL,
  tv_hookups integer NOT NULL,
  garage_length integer,
  garage_size integer,
  slides integer NOT NULL,
  bathrooms numeric(2, 1) NOT NULL,
  bed_type text NOT NULL,
  -- Rooms as "Room@Location" (Kitchen@Rear): room priority and location filter on them together.
  rooms text[] NOT NULL,
  -- Boolean feature flags (filter keys) the floorplan has.
  flags text[] NOT NULL,
  CHECK (shipping_weight + carrying_capacity > 0)
);
CREATE INDEX catalog_models_reference ON catalog_models (reference_id);
CREATE INDEX catalog_models_brand ON catalog_models (brand_reference_id, type_class_slug);

CREATE TABLE catalog_spec_definitions (
  code text PRIMARY KEY,
  label text NOT NULL,
  description text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('number', 'text', 'boolean')),
  sequence integer NOT NULL
);

CREATE TABLE catalog_specifications (
  model_id integer NOT NULL,
  code text NOT NULL,
  value text,
  PRIMARY KEY (model_id, code)
);

CREATE TABLE catalog_feature_definitions (
  id integer PRIMARY KEY,
  group_name text NOT NULL,
  label text NOT NULL,
  sequence integer NOT NULL,
  UNIQUE (group_name, label)
);

-- value S standard, O optional, M model-specific; source SO is the standard-and-options list.
CREATE TABLE catalog_features (
  model_id integer NOT NULL,
  feature_id integer NOT NULL,
  value text NOT NULL CHECK (value IN ('S', 'O', 'M')),
  source text NOT NULL,
  PRIMARY KEY (model_id, feature_id)
);

CREATE TABLE catalog_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- Bumped whenever the catalogue changes, so every API process rebuilds its search index.
CREATE TABLE catalog_revision (
  id integer PRIMARY KEY CHECK (id = 1),
  revision bigint NOT NULL
);
INSERT INTO catalog_revision (id, revision) VALUES (1, 0);
