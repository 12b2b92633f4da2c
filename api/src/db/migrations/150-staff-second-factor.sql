-- The staff second factor: a TOTP secret (RFC 6238), pending until a first right code confirms it; the last
-- time step used, so a code is good once; ten single-use recovery codes, stored as SHA-256 hashes.
ALTER TABLE staff_accounts
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_confirmed_at timestamptz,
  ADD COLUMN totp_last_step bigint;

CREATE TABLE staff_recovery_codes (
  staff_id bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);
