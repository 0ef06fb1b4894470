-- Missions (issue 17.3): operator data. Progress is never stored: it is read from the events themselves
-- (member_day_stats for rounds, turnover and deposits; security_events for logins; referral's qualified
-- friends). Only what happened once is kept: a completion (told to the member once) and a claim (paid once).

CREATE TABLE missions (
  id            bigserial PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  period        text NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
  kind          text NOT NULL CHECK (kind IN ('rounds', 'wager', 'deposit', 'login_days', 'invite')),
  category      text,                                   -- rounds / wager: one game category, NULL = all
  target        bigint NOT NULL CHECK (target > 0),     -- rounds, days, friends, or minor units (wager, deposit)
  title         jsonb NOT NULL,                         -- { vi, en }
  description   jsonb NOT NULL DEFAULT '{"vi": "", "en": ""}',
  reward_type   text NOT NULL CHECK (reward_type IN ('points', 'bonus')),
  reward_amount bigint NOT NULL CHECK (reward_amount > 0), -- whole points, or minor units of bonus money
  min_vip_rank  int NOT NULL DEFAULT 0 CHECK (min_vip_rank >= 0),
  active_from   timestamptz,
  active_until  timestamptz,
  enabled       boolean NOT NULL DEFAULT true,
  sort          int NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);

-- One claim per member, mission and period: the unique key is what makes a second (or parallel) claim pay nothing.
CREATE TABLE mission_claims (
  id            bigserial PRIMARY KEY,
  mission_id    bigint NOT NULL REFERENCES missions (id),
  member_id     bigint NOT NULL REFERENCES members (id),
  period_key    text NOT NULL,
  progress      bigint NOT NULL,
  reward_type   text NOT NULL,
  reward_amount bigint NOT NULL,
  transfer_id   bigint,                                 -- points: the ledger transfer
  reward_id     bigint,                                 -- bonus: the reward centre's row (promotion_rewards)
  claimed_at    timestamptz NOT NULL,
  UNIQUE (mission_id, member_id, period_key)
);
CREATE INDEX mission_claims_member_idx ON mission_claims (member_id, claimed_at);

-- A mission seen complete (the live notice and the inbox message go out once per member and period).
CREATE TABLE mission_completions (
  mission_id   bigint NOT NULL REFERENCES missions (id),
  member_id    bigint NOT NULL REFERENCES members (id),
  period_key   text NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (mission_id, period_key, member_id)
);
