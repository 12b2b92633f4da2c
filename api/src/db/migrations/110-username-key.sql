-- One normalisation for usernames (usernameKey in @rv/domain/account: NFKC, then lower case), made by the
-- API and stored here, so every lookup compares the same key. lower(username) was the SQL spelling of a
-- different case mapping: "lmİller" counted under its own limit key in JavaScript yet found "lmiller" here.
-- Existing rows get the SQL spelling of the key; provisioned usernames are plain, where both agree.
ALTER TABLE users ADD COLUMN username_key text;
UPDATE users SET username_key = lower(normalize(username, NFKC));
ALTER TABLE users ALTER COLUMN username_key SET NOT NULL;
CREATE UNIQUE INDEX users_username_key ON users (username_key);
