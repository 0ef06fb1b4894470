-- Proof-of-work challenges remember the address that asked for them, so one address can hold only a few
-- unexpired challenges (the oldest are dropped) on top of the per-address rate limit: an anonymous client
-- can no longer fill the table (12,000 rows in 5 s from one address before).
ALTER TABLE pow_challenges ADD COLUMN ip text;
CREATE INDEX pow_challenges_ip_idx ON pow_challenges (ip, expires_at) WHERE used_at IS NULL;
