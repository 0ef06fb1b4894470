-- Deposits are created idempotently per attempt (issue 12): the client sends a key per attempt, a repeat
-- of the key answers the first deposit. The unique index is what makes parallel repeats safe; the
-- fingerprint (a hash of the request's fields) tells a repeat from a different request under the same key.
ALTER TABLE deposits ADD COLUMN request_key text;
ALTER TABLE deposits ADD COLUMN request_fingerprint text;
CREATE UNIQUE INDEX deposits_request_key ON deposits (member_id, request_key) WHERE request_key IS NOT NULL;

-- A gateway deposit keeps its payment page, so the member can go back to it (resume) and a repeated
-- request answers the same page.
ALTER TABLE deposits ADD COLUMN payment_url text;
-- The error code with which the method could not start the deposit (the row is then 'failed'): a repeat
-- of the request answers the same error.
ALTER TABLE deposits ADD COLUMN start_error text;

-- The member can cancel a pending gateway deposit ('cancelled': finished without money unless the
-- gateway still reports it paid, which is credited; see deposit-callbacks.ts).
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check
  CHECK (status IN ('pending', 'review', 'succeeded', 'failed', 'rejected', 'expired', 'cancelled'));

-- Pending deposits of a member (the pending list, and the in-flight part of the limit check).
CREATE INDEX deposits_member_open_idx ON deposits (member_id, created_at) WHERE status IN ('pending', 'review');
