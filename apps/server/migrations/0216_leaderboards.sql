-- Leaderboards (issue 17.3): per period, ranked by valid turnover or by net wins (member_day_stats), prizes
-- per rank paid at the period's end by a job, exactly once (the run row, the prize row's keys and the reward's
-- unique source key each refuse a second payment).

CREATE TABLE leaderboards (
  id          bigserial PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  title       jsonb NOT NULL,                            -- { vi, en }
  metric      text NOT NULL CHECK (metric IN ('turnover', 'wins')),
  period      text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  category    text,                                      -- one game category, NULL = all
  prizes      jsonb NOT NULL DEFAULT '[]',               -- [rank 1 prize, rank 2 prize, …]
  prize_type  text NOT NULL CHECK (prize_type IN ('points', 'bonus')),
  size        int NOT NULL DEFAULT 20 CHECK (size BETWEEN 1 AND 100),
  enabled     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);

-- A period whose prizes were paid (finished_at set in the paying transaction).
CREATE TABLE leaderboard_period_runs (
  leaderboard_id bigint NOT NULL REFERENCES leaderboards (id),
  period_key     text NOT NULL,
  started_at     timestamptz NOT NULL,
  finished_at    timestamptz,
  PRIMARY KEY (leaderboard_id, period_key)
);

-- The prize of each rank of a period: one row per rank and one per member.
CREATE TABLE leaderboard_prizes (
  leaderboard_id bigint NOT NULL REFERENCES leaderboards (id),
  period_key     text NOT NULL,
  rank           int NOT NULL,
  member_id      bigint NOT NULL REFERENCES members (id),
  value          bigint NOT NULL,
  prize_type     text NOT NULL,
  amount         bigint NOT NULL CHECK (amount > 0),
  transfer_id    bigint,
  reward_id      bigint,
  paid_at        timestamptz NOT NULL,
  PRIMARY KEY (leaderboard_id, period_key, rank),
  UNIQUE (leaderboard_id, period_key, member_id)
);
CREATE INDEX leaderboard_prizes_member_idx ON leaderboard_prizes (member_id);
