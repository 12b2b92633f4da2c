-- Secrets the server generated for itself when none was configured (JWT signing, bot check). Kept in
-- the database so every replica signs and verifies with the same key, and a restart keeps sessions.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
