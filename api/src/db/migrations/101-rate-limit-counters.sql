-- The sign-in lockout's counters now count every per-client limit (forms, link requests, username
-- checks): one table all replicas share, so N servers give the same limit as one.
ALTER TABLE auth_attempts RENAME TO rate_limit_counters;
