-- Issue 16: a run's progress is one cursor on its run row (the last member paid, lines being paid in member
-- order), moved in the transaction of each batch it covers, instead of a status written on every line:
-- 100,000 line updates a period become one row update per batch of 500. Runners of the same period take
-- the run row's lock per batch, so they take turns and never pay a batch twice; a run killed midway
-- leaves the cursor at its last committed batch. Lines are the measured snapshot, written once, read by
-- primary key: their per-row foreign keys (checked 100,000 times on insert) go too — members are those
-- of settled_wagers, and the run row is written in the same transaction as its lines.
ALTER TABLE promotion_period_runs ADD COLUMN paid_through bigint NOT NULL DEFAULT 0;
ALTER TABLE promotion_period_lines
  DROP COLUMN status,
  DROP COLUMN reward_id,
  DROP COLUMN done_at,
  DROP CONSTRAINT promotion_period_lines_member_id_fkey,
  DROP CONSTRAINT promotion_period_lines_promotion_id_period_key_fkey;
ALTER TABLE promotion_period_lines SET (fillfactor = 100);
