-- The former per-client limit counters: rate_limits (rate-limiter-flexible) replaced them and no code
-- reads or writes this table any more.
DROP TABLE IF EXISTS rate_limit_counters;
