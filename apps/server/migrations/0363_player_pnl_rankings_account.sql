-- Issue 19: the players' P&L sorted by account read from the ranking's own index too (0360 joined every ranked
-- player's members row to sort 50,000 names). Accounts never change, and a deleted member bumps the rollup's
-- version, which drops the ranking. The rankings are a cache: emptied here, the next page builds its own.
DELETE FROM pnl_rankings;
ALTER TABLE pnl_ranking_rows ADD COLUMN account text NOT NULL;
CREATE INDEX pnl_ranking_rows_account_idx ON pnl_ranking_rows (ranking_id, account, member_id);
