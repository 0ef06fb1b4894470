-- Issue 19: the reports' closed days, computed once. A 90-day report over a busy site aggregates over a million
-- rollup rows (member_day_stats) or bets each time; a day that has closed hardly ever changes, so each report
-- source keeps its per-(day, group key) figures here (modules/reports/report-cache.ts) and reads only the recent
-- days live.
--
-- A day's figures are trusted while nothing changed it since: every later change to a closed day of the rollup's
-- sources (bets, deposits, withdrawals: a void, a refund, a backdated row) adds a row to member_day_past_changes
-- (0205), so `changes` (that day's count of them, read in the same snapshot as the figures) must still match;
-- `version` (agent_tree_version, bumped by a rollup rebuild and a member's deletion) and `tz` must too.
CREATE TABLE report_day_marks (
  source      text NOT NULL,
  by          text NOT NULL,
  day         date NOT NULL,
  tz          text NOT NULL,
  changes     bigint NOT NULL,
  version     bigint NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (source, by, day)
);

CREATE TABLE report_day_rows (
  source text NOT NULL,
  by     text NOT NULL,
  day    date NOT NULL,
  key    text NOT NULL,
  vals   bigint[] NOT NULL,
  PRIMARY KEY (source, by, day, key)
);
