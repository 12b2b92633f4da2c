-- The self-hosted geocoder's places: US ZIP codes and Canadian forward sortation areas (the first
-- three characters of a postal code), each with its city, state or province and a point.
CREATE TABLE geo_places (
  country_code text NOT NULL,
  postal_code text NOT NULL,
  place_name text NOT NULL,
  admin_code text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  PRIMARY KEY (country_code, postal_code)
);
CREATE INDEX geo_places_name ON geo_places (lower(place_name), admin_code);
