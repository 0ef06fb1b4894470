-- VIP programme (issue 17): levels as operator data, the programme's window and downgrade rule, each member's
-- level. Turnover and deposits are read from member_day_stats (agents' per-day rollup), never kept here.

CREATE TABLE vip_levels (
  rank            int PRIMARY KEY CHECK (rank BETWEEN 0 AND 20),
  name            jsonb NOT NULL,                      -- { vi, en }
  min_deposits    bigint NOT NULL DEFAULT 0 CHECK (min_deposits >= 0),   -- credited deposits over the window
  min_turnover    bigint NOT NULL DEFAULT 0 CHECK (min_turnover >= 0),   -- valid turnover over the window
  rebate_bonus_bp int NOT NULL DEFAULT 0 CHECK (rebate_bonus_bp BETWEEN 0 AND 10000),
  withdraw_daily_count int NOT NULL DEFAULT 5 CHECK (withdraw_daily_count >= 0),
  withdraw_daily_amount bigint NOT NULL DEFAULT 0 CHECK (withdraw_daily_amount >= 0),
  birthday_bonus  bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
  levelup_bonus   bigint NOT NULL DEFAULT 0 CHECK (levelup_bonus >= 0),
  service_channel boolean NOT NULL DEFAULT false,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- One row: the rolling window the thresholds are measured over and the downgrade rule.
CREATE TABLE vip_program (
  id          int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  window_days int NOT NULL DEFAULT 30 CHECK (window_days BETWEEN 1 AND 366),
  -- Downgrades happen only at a period end (monthly, local time); a member who reached the level less than
  -- grace_days before that end keeps it until the next one, and a downgrade drops one level at a time.
  grace_days  int NOT NULL DEFAULT 30 CHECK (grace_days BETWEEN 0 AND 366),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO vip_program (id) VALUES (1);

CREATE TABLE vip_members (
  member_id   bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  rank        int NOT NULL DEFAULT 0,
  reached_at  timestamptz NOT NULL,
  evaluated_at timestamptz NOT NULL
);
CREATE INDEX vip_members_rank_idx ON vip_members (rank) WHERE rank > 0;

-- Period ends already applied (downgrades): the daily job runs each once.
CREATE TABLE vip_period_runs (
  period_key text PRIMARY KEY,
  ran_at     timestamptz NOT NULL
);

INSERT INTO vip_levels (rank, name, min_deposits, min_turnover, rebate_bonus_bp, withdraw_daily_count,
                        withdraw_daily_amount, birthday_bonus, levelup_bonus, service_channel) VALUES
  (0, '{"vi":"Thành viên","en":"Member"}',         0,             0,              0,  5,    100000000,        0,         0, false),
  (1, '{"vi":"VIP 1","en":"VIP 1"}',          1000000,      10000000,             5,  5,    200000000,    50000,     28000, false),
  (2, '{"vi":"VIP 2","en":"VIP 2"}',          5000000,      50000000,            10,  8,    500000000,   100000,     88000, false),
  (3, '{"vi":"VIP 3","en":"VIP 3"}',         20000000,     200000000,            15, 10,   1000000000,   300000,    288000, false),
  (4, '{"vi":"VIP 4","en":"VIP 4"}',         50000000,     500000000,            20, 15,   2000000000,   800000,    888000, false),
  (5, '{"vi":"VIP 5","en":"VIP 5"}',        200000000,    2000000000,            30, 20,   5000000000,  2000000,   2888000, true),
  (6, '{"vi":"VIP 6","en":"VIP 6"}',       1000000000,   10000000000,            50, 30,  20000000000,  8000000,   8888000, true);
