-- An address's oldest challenges are dropped past its cap (0111). Challenges asked for in the same
-- millisecond share expires_at, so "oldest" needs an order of its own: the order they were issued in.
ALTER TABLE pow_challenges ADD COLUMN seq bigserial;
DROP INDEX pow_challenges_ip_idx;
CREATE INDEX pow_challenges_ip_idx ON pow_challenges (ip, seq) WHERE used_at IS NULL;
