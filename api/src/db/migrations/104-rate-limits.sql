-- Per-client limits are counted by rate-limiter-flexible (http/rate-limit.ts) in its own columns: points
-- used and the window's end (epoch milliseconds). rate_limit_counters stays until no replica of the
-- former code is left: a rolling deploy must not pull the table from under it.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
