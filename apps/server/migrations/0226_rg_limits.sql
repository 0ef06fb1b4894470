-- Issue 18.1: loss, wagering and session-time limits (deposit limits live in deposit_limits, 0051).
-- One row per member, kind and period: the value in force as last written and, when an increase or a
-- removal waits out the cooling delay, the value it becomes (next_value, NULL = no limit) and when
-- (next_at). A decrease is written to value at once and clears next_at. Money limits (loss, wager) are
-- minor units per calendar day / week / month of the operator's time zone; the session limit is minutes.
CREATE TABLE rg_limits (
  member_id   bigint NOT NULL REFERENCES members (id),
  kind        text NOT NULL CHECK (kind IN ('loss', 'wager', 'session')),
  period      text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly', 'session')),
  value       bigint CHECK (value > 0),
  next_value  bigint CHECK (next_value > 0),
  next_at     timestamptz,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (next_at IS NOT NULL OR next_value IS NULL)
);

-- Per-member safer-gambling preferences: the reality-check interval, the session whose reminder was last
-- acknowledged (and when), and whether the limits offer (registration / first deposit) was answered.
CREATE TABLE rg_preferences (
  member_id             bigint PRIMARY KEY REFERENCES members (id),
  reality_seconds       integer CHECK (reality_seconds > 0),
  reality_session_id    bigint,
  reality_acked_at      timestamptz,
  offer_answered_at     timestamptz,
  updated_at            timestamptz NOT NULL
);
