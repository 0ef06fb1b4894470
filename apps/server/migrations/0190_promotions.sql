-- Issue 16: the promotion engine. A promotion is operator data; what a member did with it in a period is an
-- entry (one per member and period: the UNIQUE key is the one-claim-per-period guard, taken inside the
-- paying transaction); what any source offers or pays a member is a reward (the reward centre); a paid
-- bonus may carry a wagering requirement, progressed by weighted stakes (withdrawals/turnover.service.ts).

CREATE TABLE promotions (
  id            bigserial PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  kind          text NOT NULL CHECK (kind IN ('deposit_bonus', 'rebate', 'cashback', 'first_login', 'signin',
                                              'raffle', 'manual')),
  category      text NOT NULL,
  -- {vi: {title, summary, rulesHtml, imageUrl}, en: {...}}; rulesHtml sanitised on write.
  content       jsonb NOT NULL,
  visible_from  timestamptz NOT NULL,
  visible_until timestamptz,
  active_from   timestamptz NOT NULL,
  active_until  timestamptz,
  eligibility   jsonb NOT NULL DEFAULT '{}',
  period        text NOT NULL CHECK (period IN ('once', 'daily', 'weekly', 'semimonthly', 'monthly')),
  entry_mode    text NOT NULL CHECK (entry_mode IN ('automatic', 'join', 'apply', 'claim', 'signin')),
  -- The formula and the rest are validated by the contract's zod schemas (one place) before they get here.
  reward        jsonb NOT NULL,
  wagering      jsonb,
  limits        jsonb NOT NULL DEFAULT '{}',
  enabled       boolean NOT NULL DEFAULT false,
  sort          integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX promotions_enabled_idx ON promotions (sort, id) WHERE enabled;

CREATE TABLE promotion_entries (
  id            bigserial PRIMARY KEY,
  promotion_id  bigint NOT NULL REFERENCES promotions (id),
  member_id     bigint NOT NULL REFERENCES members (id),
  period_key    text NOT NULL,
  status        text NOT NULL CHECK (status IN ('joined', 'applying', 'rejected', 'issued', 'claimed', 'signed')),
  -- Sign-in: the day of the streak this entry is (1 = first day).
  streak        integer NOT NULL DEFAULT 0,
  note          text NOT NULL DEFAULT '',
  reason        text,
  reward_id     bigint,
  ip            text,
  device        text,
  created_at    timestamptz NOT NULL,
  decided_at    timestamptz,
  decided_by    text,
  UNIQUE (promotion_id, member_id, period_key)
);
CREATE INDEX promotion_entries_member_idx ON promotion_entries (member_id, promotion_id, period_key);
CREATE INDEX promotion_entries_applying_idx ON promotion_entries (promotion_id, created_at) WHERE status = 'applying';
-- Per-IP / per-device limits and the operator's shared-claims view.
CREATE INDEX promotion_entries_ip_idx ON promotion_entries (promotion_id, period_key, ip);
CREATE INDEX promotion_entries_device_idx ON promotion_entries (promotion_id, period_key, device);

CREATE TABLE promotion_rewards (
  id             bigserial PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  source         text NOT NULL CHECK (source IN ('bonus', 'rebate', 'cashback', 'raffle_prize')),
  source_key     text NOT NULL,
  promotion_id   bigint REFERENCES promotions (id),
  period_key     text,
  title          jsonb NOT NULL DEFAULT '{}',
  amount         bigint NOT NULL CHECK (amount > 0),
  wagering       jsonb,
  deposit_amount bigint NOT NULL DEFAULT 0 CHECK (deposit_amount >= 0),
  status         text NOT NULL CHECK (status IN ('claim', 'claimed', 'expired', 'reversed')),
  offered_at     timestamptz NOT NULL,
  expires_at     timestamptz,
  claimed_at     timestamptz,
  reversed_at    timestamptz,
  transfer_id    bigint REFERENCES ledger_transfers (id),
  details        jsonb NOT NULL DEFAULT '{}',
  -- Idempotency of every source: the same (source, key) offers or pays once.
  UNIQUE (source, source_key),
  CHECK ((status IN ('claimed', 'reversed')) = (transfer_id IS NOT NULL))
);
CREATE INDEX promotion_rewards_claimable_idx ON promotion_rewards (member_id, offered_at DESC) WHERE status = 'claim';
CREATE INDEX promotion_rewards_history_idx ON promotion_rewards (member_id, claimed_at DESC)
  WHERE status IN ('claimed', 'reversed');
CREATE INDEX promotion_rewards_promotion_idx ON promotion_rewards (promotion_id, member_id);
CREATE INDEX promotion_rewards_expiry_idx ON promotion_rewards (expires_at) WHERE status = 'claim';

CREATE TABLE bonus_wagering (
  id             bigserial PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  reward_id      bigint NOT NULL UNIQUE REFERENCES promotion_rewards (id),
  bonus          bigint NOT NULL CHECK (bonus > 0),
  required       bigint NOT NULL CHECK (required > 0),
  done           bigint NOT NULL DEFAULT 0 CHECK (done >= 0 AND done <= required),
  -- {category: percent}; a category not listed counts default_weight.
  weights        jsonb NOT NULL,
  default_weight integer NOT NULL CHECK (default_weight BETWEEN 0 AND 100),
  status         text NOT NULL CHECK (status IN ('active', 'met', 'forfeited', 'reversed')),
  created_at     timestamptz NOT NULL,
  closed_at      timestamptz
);
CREATE INDEX bonus_wagering_active_idx ON bonus_wagering (member_id, id) WHERE status = 'active';

-- Each stake's progress once per requirement (a retried stake changes nothing; a rolled-back one gives back
-- exactly what it added).
CREATE TABLE bonus_wagering_events (
  reference    text NOT NULL,
  wagering_id  bigint NOT NULL REFERENCES bonus_wagering (id),
  member_id    bigint NOT NULL,
  delta        bigint NOT NULL,
  at           timestamptz NOT NULL,
  PRIMARY KEY (reference, wagering_id)
);
CREATE INDEX bonus_wagering_events_member_idx ON bonus_wagering_events (member_id, reference);
