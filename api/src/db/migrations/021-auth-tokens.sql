-- Sign-in sessions. An access token names its session (claim sid), so revoking the session on logout
-- or password change ends its access tokens at once instead of when they expire.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  context text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id) WHERE revoked_at IS NULL;

-- Refresh tokens are stored as SHA-256 hashes only. Each is used once: using it issues the next one
-- in the same session; presenting a used one again means it leaked, and the session is revoked.
CREATE TABLE auth_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id);

-- Single-use tokens: registration and password-reset links (id = the JWT's jti) and single-use
-- login tokens (id = SHA-256 of the opaque token). used_at set = spent.
CREATE TABLE auth_one_time_tokens (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('REGISTRATION', 'PASSWORDRESET', 'LOGIN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_one_time_tokens_user ON auth_one_time_tokens (user_id, purpose) WHERE used_at IS NULL;

-- Fixed-window counters for rate limits (sign-in failures per account and per IP, e-mail requests).
-- Kept in the database so every API replica counts together.
CREATE TABLE auth_attempts (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 0
);
