-- Issue 19: the players' P&L of a range, ranked once. A 90-day page summed every active player's rollup rows
-- (member_day_stats, 1.25 million rows for 1M bets) on each request, 1–5 s. The closed days of a range hardly
-- change, so their per-player totals are kept here (modules/reports/pnl-ranking.ts): a page reads one of these
-- indexes, and the open days (the last ones, read live) are added on top for the few players active in them.
--
-- A ranking is trusted while its days are unchanged, as the report cache's days are (0351): `changes` (the
-- count of member_day_past_changes rows of its days: a void, a refund, a backdated row each add one), `version`
-- (agent_tree_version: a rollup rebuild, a deleted member) and `tz` must still match. A new range is made from
-- the closest valid ranking plus and minus the days that differ (a window that moved by a day costs two days).
CREATE TABLE pnl_rankings (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  from_day   date NOT NULL,
  to_day     date NOT NULL,
  tz         text NOT NULL,
  changes    bigint NOT NULL,
  version    bigint NOT NULL,
  -- Players in it (each with some money or bet in the range).
  players    integer NOT NULL,
  built_at   timestamptz NOT NULL,
  CHECK (from_day <= to_day)
);
CREATE INDEX pnl_rankings_range_idx ON pnl_rankings (tz, from_day, to_day);

CREATE TABLE pnl_ranking_rows (
  ranking_id  bigint NOT NULL REFERENCES pnl_rankings (id) ON DELETE CASCADE,
  member_id   bigint NOT NULL,
  deposits    bigint NOT NULL,
  withdrawals bigint NOT NULL,
  turnover    bigint NOT NULL,
  wins        bigint NOT NULL,
  ggr         bigint NOT NULL,
  bets        bigint NOT NULL,
  PRIMARY KEY (ranking_id, member_id)
);
-- One per sort column; ties break on the member id, so either direction is one index scan.
CREATE INDEX pnl_ranking_rows_deposits_idx ON pnl_ranking_rows (ranking_id, deposits, member_id);
CREATE INDEX pnl_ranking_rows_withdrawals_idx ON pnl_ranking_rows (ranking_id, withdrawals, member_id);
CREATE INDEX pnl_ranking_rows_turnover_idx ON pnl_ranking_rows (ranking_id, turnover, member_id);
CREATE INDEX pnl_ranking_rows_wins_idx ON pnl_ranking_rows (ranking_id, wins, member_id);
CREATE INDEX pnl_ranking_rows_ggr_idx ON pnl_ranking_rows (ranking_id, ggr, member_id);
CREATE INDEX pnl_ranking_rows_bets_idx ON pnl_ranking_rows (ranking_id, bets, member_id);
