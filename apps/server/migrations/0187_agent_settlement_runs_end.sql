-- Issue 15: where each kind's measured periods end, so a run after downtime settles every period it missed
-- (up to a bound per kind), in order, instead of only the last one.
ALTER TABLE agent_settlement_runs ADD COLUMN period_end timestamptz;
CREATE INDEX agent_settlement_runs_end_idx ON agent_settlement_runs (kind, period_end DESC);
