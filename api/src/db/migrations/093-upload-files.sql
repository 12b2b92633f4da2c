-- "Uploads": image bytes move out of the database to files under UPLOAD_DIR, named by a
-- generated storage key ('<area>/<uuid>'); rows keep only metadata. On the embedded database a 12 MB
-- bytea insert or read held the API's one event loop for seconds. Rows stored before keep their content
-- and are still read; every row has either its content or a storage key.
ALTER TABLE form_uploads ALTER COLUMN content DROP NOT NULL;
ALTER TABLE form_uploads ADD COLUMN storage_key text UNIQUE;
ALTER TABLE form_uploads ADD COLUMN sha256 text;
ALTER TABLE form_uploads ADD CONSTRAINT form_uploads_content_or_file CHECK (content IS NOT NULL OR storage_key IS NOT NULL);
COMMENT ON COLUMN form_uploads.file_name IS 'The visitor''s file name as display text only (no path parts or control characters).';

-- The dealer profile image (rewards module), moved the same way.
ALTER TABLE reward_user_images ALTER COLUMN content DROP NOT NULL;
ALTER TABLE reward_user_images ADD COLUMN storage_key text UNIQUE;
ALTER TABLE reward_user_images ADD COLUMN byte_size integer;
ALTER TABLE reward_user_images ADD COLUMN sha256 text;
ALTER TABLE reward_user_images ADD CONSTRAINT reward_user_images_content_or_file CHECK (content IS NOT NULL OR storage_key IS NOT NULL);
