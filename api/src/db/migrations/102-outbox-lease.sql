-- A replica claims a message for a while before it delivers it (FOR UPDATE SKIP LOCKED, then a lease):
-- two replicas never send the same message at once, and a replica that dies mid-delivery hands its
-- message on when the lease ends. attempts now counts attempts started, so a crash is visible.
ALTER TABLE outbox ADD COLUMN leased_until timestamptz;
