-- Issue 17 part 2: points and the points mall. Points themselves live in the ledger (unit 'POINT', member
-- account kind 'points', house account points_issuance): every change is a transfer, so the point-change
-- history is the ledger's. These tables hold the operator's rules, the catalogue and the redeem records.

-- Earning rules and conversion (one row; the JSON is validated by PointsRulesSchema in the contract).
CREATE TABLE points_rules (
  one         boolean PRIMARY KEY DEFAULT true CHECK (one),
  rules       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL
);
-- Defaults: 1 point per 100 ₫ of settled RNG/FISH turnover (rate per 1,000,000 minor units = 10,000 ₫),
-- less for live and sports, none for lotteries; 1 point per 1,000 ₫ deposited; 10 points a sign-in;
-- conversion 1 point = 1 ₫ (100 minor units), from 1,000 points.
INSERT INTO points_rules (rules, updated_at) VALUES (
  '{"turnoverRates":{"RNG":100,"FISH":100,"PVP":50,"LIVE":20,"SPORTS":20,"ESPORTS":20,"COCKFIGHT":20,"ELOTT":0,"LOTT":0},
    "depositRate":10,"signinPoints":10,"convertRate":100,"convertMinPoints":1000}',
  now());

-- The mall's catalogue. stock NULL = unlimited; the redeem takes stock by one conditional UPDATE
-- (stock >= quantity), and the CHECK is the second guard: stock never goes negative.
CREATE TABLE points_rewards (
  id                   bigserial PRIMARY KEY,
  kind                 text NOT NULL CHECK (kind IN ('cash', 'bonus', 'physical', 'raffle_ticket')),
  -- { "vi": "…", "en": "…" }
  name                 jsonb NOT NULL,
  description          jsonb NOT NULL,
  image_url            text,
  points               bigint NOT NULL CHECK (points > 0),
  amount               bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  stock                integer CHECK (stock >= 0),
  max_per_redeem       integer NOT NULL CHECK (max_per_redeem > 0),
  per_member_limit     integer CHECK (per_member_limit > 0),
  wagering             jsonb,
  raffle_promotion_id  bigint,
  enabled              boolean NOT NULL DEFAULT true,
  sort                 integer NOT NULL DEFAULT 0,
  redeemed             integer NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  CHECK (kind NOT IN ('cash', 'bonus') OR amount > 0)
);

-- Redeem records (spec §3: transaction number, type, product name, quantity, points and amount required,
-- status, time). Product name is a snapshot: renaming the catalogue entry never rewrites history.
CREATE TABLE points_redemptions (
  id                  bigserial PRIMARY KEY,
  txn_no              text NOT NULL UNIQUE,
  member_id           bigint NOT NULL REFERENCES members (id),
  reward_id           bigint NOT NULL REFERENCES points_rewards (id),
  kind                text NOT NULL,
  product_name        jsonb NOT NULL,
  quantity            integer NOT NULL CHECK (quantity > 0),
  points              bigint NOT NULL CHECK (points > 0),
  amount              bigint NOT NULL CHECK (amount >= 0),
  status              text NOT NULL CHECK (status IN ('processing', 'rejected', 'complete')),
  address             jsonb,
  reason              text,
  -- The ledger transfer that took the points, and the one that gave them back on rejection.
  transfer_id         bigint NOT NULL,
  refund_transfer_id  bigint,
  -- The reward centre row of a bonus reward.
  promotion_reward_id bigint,
  created_at          timestamptz NOT NULL,
  decided_at          timestamptz,
  decided_by          text,
  CHECK (status <> 'rejected' OR refund_transfer_id IS NOT NULL)
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, id DESC);
CREATE INDEX points_redemptions_processing ON points_redemptions (id) WHERE status = 'processing';
CREATE INDEX points_redemptions_reward_member ON points_redemptions (reward_id, member_id);

-- Closed local days whose settled turnover was turned into points (the job's cursor; the ledger's
-- idempotency keys make each member/day/category pay once even if a day is run again).
CREATE TABLE points_turnover_days (
  day      date PRIMARY KEY,
  members  integer NOT NULL,
  points   bigint NOT NULL,
  run_at   timestamptz NOT NULL
);
