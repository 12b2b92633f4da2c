-- Build and price (consumer spec: screens and routes, build-my-rv, buildprice calls). Options are keyed by the model's
-- referenceId and year and a code made from the feature's group and label, not by catalogue row ids:
-- the catalogue is rewritten whole, and a saved build must still say which option it meant.
CREATE TABLE build_options (
  reference_id text NOT NULL,
  model_year integer NOT NULL,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('package', 'option')),
  name text NOT NULL,
  group_name text NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  weight integer NOT NULL CHECK (weight >= 0),
  includes text[] NOT NULL DEFAULT '{}',
  sequence integer NOT NULL,
  PRIMARY KEY (reference_id, model_year, code)
);

-- A saved build: what was chosen, with names and prices as they were, so a restore can name what is gone.
CREATE TABLE saved_builds (
  token text PRIMARY KEY,
  reference_id text NOT NULL,
  model_year integer NOT NULL,
  model_name text NOT NULL,
  options jsonb NOT NULL,
  decor text,
  created_at timestamptz NOT NULL DEFAULT now()
);
