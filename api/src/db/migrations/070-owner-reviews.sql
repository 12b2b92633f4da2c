-- Owner reviews (consumer spec: the calls, "Owner reviews", "Testimonial"): first-party instead of the
-- third-party review host, answering the same ReviewSearch call. Only approved reviews are shown.
CREATE TABLE owner_reviews (
  id bigserial PRIMARY KEY,
  manufacturer_code text NOT NULL,
  brand_code text NOT NULL,
  brand_name text NOT NULL,
  title text NOT NULL,
  review text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  owner_name text NOT NULL,
  owner_city text NOT NULL DEFAULT '',
  owner_state text NOT NULL DEFAULT '',
  approved boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_reviews_search ON owner_reviews (manufacturer_code, brand_code, created_at DESC) WHERE approved;
