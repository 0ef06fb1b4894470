-- Issue 16, the raffle / lucky wheel: a promotion of kind 'raffle' (0190's promotions row holds its content,
-- windows, period and, in reward = { type: 'external', config }, the ticket rule). Tickets are not rows: a
-- member's tickets in a period are computed from credited deposits and settled turnover of that period,
-- less the spins made in it (raffle_spins), counted under the member's seed-row lock.

-- The wheel's slices in wheel order. stock NULL: unlimited; a limited slice is taken by a guarded
-- decrement in the paying transaction under its row lock, so it never goes below zero (CHECK as backstop).
CREATE TABLE raffle_prizes (
  id             bigserial PRIMARY KEY,
  promotion_id   bigint NOT NULL REFERENCES promotions (id),
  position       integer NOT NULL CHECK (position BETWEEN 0 AND 23),
  kind           text NOT NULL CHECK (kind IN ('cash', 'bonus', 'none')),
  amount         bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- { "vi": "…", "en": "…" }
  names          jsonb NOT NULL,
  weight         integer NOT NULL CHECK (weight >= 0),
  stock          integer CHECK (stock >= 0),
  UNIQUE (promotion_id, position),
  CHECK ((kind = 'none') = (amount = 0))
);

-- Each member's commitment for the next spin: the next server seed stays secret (its SHA-256 is shown)
-- until a spin uses it and reveals it; the spin then commits to a fresh one. Locking this row serialises
-- one member's spins, so a ticket is spent once.
CREATE TABLE raffle_seeds (
  member_id         bigint PRIMARY KEY REFERENCES members (id),
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  next_nonce        integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  updated_at        timestamptz NOT NULL
);

-- Every spin, with what recomputes it: the revealed seed pair and nonce, and the wheel's weights at the
-- spin (0 for a slice out of stock). request_id is the client's idempotency key.
CREATE TABLE raffle_spins (
  id                bigserial PRIMARY KEY,
  promotion_id      bigint NOT NULL REFERENCES promotions (id),
  member_id         bigint NOT NULL REFERENCES members (id),
  period_key        text NOT NULL,
  request_id        text NOT NULL,
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  nonce             integer NOT NULL,
  prize_ids         bigint[] NOT NULL,
  weights           integer[] NOT NULL,
  prize_index       integer NOT NULL,
  prize_id          bigint NOT NULL REFERENCES raffle_prizes (id),
  prize_kind        text NOT NULL,
  amount            bigint NOT NULL,
  reward_id         bigint,
  created_at        timestamptz NOT NULL,
  UNIQUE (member_id, request_id),
  UNIQUE (member_id, nonce)
);
CREATE INDEX raffle_spins_period_idx ON raffle_spins (promotion_id, member_id, period_key);
CREATE INDEX raffle_spins_history_idx ON raffle_spins (member_id, promotion_id, id DESC);
