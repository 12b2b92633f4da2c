-- Signatures of bot-check solutions already used; a solution is accepted once. Rows past their
-- expiry are useless (an expired solution fails anyway) and are pruned as new ones arrive.
CREATE TABLE bot_check_spent (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX bot_check_spent_expires ON bot_check_spent (expires_at);
