-- Referral, "invite friends" (issue 17 part 4). Each member gets a code of their own (made on first ask); a
-- friend who registers with it (or binds it soon after) is attached to the referrer once and for all, and
-- when the friend meets the operator's qualifying condition within the window both get the configured
-- rewards, paid through the reward centre under unique keys (referral:referrer:<friend>, referral:friend:<friend>).

-- One row: the operator's programme. Off until the operator turns it on (the demo seed does).
CREATE TABLE referral_settings (
  id                int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled           boolean NOT NULL DEFAULT false,
  -- The friend's first credited deposit must be at least this (0 = not a condition).
  min_first_deposit bigint NOT NULL DEFAULT 0 CHECK (min_first_deposit >= 0),
  -- The friend's valid turnover (settled real-money stakes, member_day_stats) over the window (0 = not a condition).
  min_turnover      bigint NOT NULL DEFAULT 0 CHECK (min_turnover >= 0),
  -- 'all': every condition above 0 must be met; 'any': one is enough.
  qualify_rule      text NOT NULL DEFAULT 'all' CHECK (qualify_rule IN ('all', 'any')),
  within_days       int NOT NULL DEFAULT 30 CHECK (within_days BETWEEN 1 AND 365),
  referrer_reward   bigint NOT NULL DEFAULT 0 CHECK (referrer_reward >= 0),
  friend_reward     bigint NOT NULL DEFAULT 0 CHECK (friend_reward >= 0),
  -- Self-referral by a second account: refuse a friend on the referrer's device (x-device-id) / IP address.
  -- IP is off by default: households and mobile carriers share addresses.
  block_same_device boolean NOT NULL DEFAULT true,
  block_same_ip     boolean NOT NULL DEFAULT false,
  -- Set once the demo seed or an operator wrote the row (the seed never overwrites an operator's choice).
  configured_by     text,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
INSERT INTO referral_settings (id) VALUES (1);

CREATE TABLE referral_codes (
  member_id  bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  code       text NOT NULL,
  -- Where the member last looked at their invite (the self-referral check compares a friend against it).
  ip         text,
  device     text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX referral_codes_code ON referral_codes (upper(code));

CREATE TABLE referrals (
  friend_id          bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  referrer_id        bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code               text NOT NULL,
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'qualified', 'expired')),
  via                text NOT NULL CHECK (via IN ('register', 'bind')),
  registered_at      timestamptz NOT NULL,
  deadline           timestamptz NOT NULL,
  first_deposit      bigint,
  first_deposit_at   timestamptz,
  qualified_at       timestamptz,
  referrer_reward_id bigint REFERENCES promotion_rewards (id),
  friend_reward_id   bigint REFERENCES promotion_rewards (id),
  ip                 text,
  device             text,
  CHECK (referrer_id <> friend_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, registered_at DESC);
CREATE INDEX referrals_pending_idx ON referrals (deadline) WHERE status = 'pending';
-- Missions' "invite a friend": qualified friends of a member over a period.
CREATE INDEX referrals_qualified_idx ON referrals (referrer_id, qualified_at) WHERE status = 'qualified';
