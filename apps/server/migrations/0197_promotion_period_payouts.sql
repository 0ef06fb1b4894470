-- Issue 16: rebate (hoàn trả) and cashback are computed per closed period of their promotion by a job
-- (modules/promotions/rebate.service.ts). A run measures a period once (one row here, written in the same
-- transaction as its lines, under an advisory lock), and each member's line is then paid or offered through
-- the engine's rewards (promotion_rewards, UNIQUE (source, source_key) with key
-- '<promotion>:<period>:<member>'), the line turning 'done' in that same transaction. A second run, or a run
-- after one killed midway, measures nothing again and finishes only the lines still pending: each member is
-- paid once per period.
CREATE TABLE promotion_period_runs (
  promotion_id  bigint NOT NULL REFERENCES promotions (id),
  period_key    text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('rebate', 'cashback')),
  period_start  timestamptz NOT NULL,
  period_end    timestamptz NOT NULL,
  measured_at   timestamptz NOT NULL,
  -- Members with something to pay, and the total (after the promotion's budget, if any).
  members       integer NOT NULL,
  amount        bigint NOT NULL,
  -- Set when no line of the run is pending any more.
  finished_at   timestamptz,
  PRIMARY KEY (promotion_id, period_key),
  CHECK (period_start < period_end)
);
CREATE INDEX promotion_period_runs_open_idx ON promotion_period_runs (promotion_id) WHERE finished_at IS NULL;

CREATE TABLE promotion_period_lines (
  promotion_id  bigint NOT NULL,
  period_key    text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members (id),
  -- What the amount was computed from (turnover per category and rate, or stakes, wins and net loss).
  figures       jsonb NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  status        text NOT NULL CHECK (status IN ('pending', 'done')),
  reward_id     bigint REFERENCES promotion_rewards (id),
  done_at       timestamptz,
  PRIMARY KEY (promotion_id, period_key, member_id),
  FOREIGN KEY (promotion_id, period_key) REFERENCES promotion_period_runs (promotion_id, period_key),
  CHECK ((status = 'done') = (reward_id IS NOT NULL))
);
CREATE INDEX promotion_period_lines_pending_idx ON promotion_period_lines (promotion_id, period_key, member_id)
  WHERE status = 'pending';
