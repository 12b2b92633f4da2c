-- Single sign-on tokens for the reward shop (dealer spec: the calls, branded site): short-lived, stored hashed.
CREATE TABLE branded_site_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX branded_site_tokens_user ON branded_site_tokens (user_id);
