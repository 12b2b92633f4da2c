-- Growing delays between attempts (sign-in per account, per known device and per address): attempts made in
-- the memory window, the earliest time the next one may be made, and when the row is forgotten. Taken and
-- checked in one statement (http/throttle.ts), so replicas and parallel requests share them.
CREATE TABLE throttles (
  key text PRIMARY KEY,
  attempts integer NOT NULL,
  not_before timestamptz NOT NULL,
  forget_at timestamptz NOT NULL
);
