-- The content studio's media library: images staff upload for the site's pages. The bytes are files under
-- UPLOAD_DIR (area studio-media), verified as the image they claim to be; a row keeps what the library
-- lists (alt text, size, type, who and when). Rows are never changed: an image's address serves the same bytes forever.
CREATE TABLE studio_media (
  id uuid PRIMARY KEY,
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  sha256 text NOT NULL,
  width integer,
  height integer,
  alt text NOT NULL CHECK (btrim(alt) <> ''),
  file_name text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  uploaded_by text NOT NULL
);
CREATE INDEX studio_media_newest ON studio_media (uploaded_at DESC, id);
