-- Issue 5, house slot: provably fair seed pairs per member and every played round, kept so any round
-- can be recomputed (domain/fairness-and-rtp.md). Money itself moves through the seamless wallet (0075)
-- and the ledger; a round names its wallet transactions 'house-<id>-bet' / 'house-<id>-win'.

-- One seed pair per member in play at a time (active), older pairs revealed. The server seed is secret
-- while active: the API shows only its SHA-256 until rotation.
CREATE TABLE house_seeds (
  id                bigserial PRIMARY KEY,
  member_id         bigint NOT NULL REFERENCES members (id),
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  next_nonce        integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at        timestamptz NOT NULL,
  revealed_at       timestamptz
);
CREATE UNIQUE INDEX house_seeds_active_idx ON house_seeds (member_id) WHERE revealed_at IS NULL;

-- One row per paid round. state: 'debiting' (nonce taken, outcome fixed, wallet not yet answered),
-- 'crediting' (stake taken, win not yet paid), 'settled', or 'refused' (the wallet refused the stake,
-- nothing moved and the outcome is never shown).
CREATE TABLE house_spins (
  id            bigserial PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members (id),
  request_id    text NOT NULL,
  seed_id       bigint NOT NULL REFERENCES house_seeds (id),
  nonce         integer NOT NULL,
  unit          text NOT NULL CHECK (unit IN ('VND', 'PLAY')),
  line_bet      bigint NOT NULL CHECK (line_bet > 0),
  lines         integer NOT NULL CHECK (lines BETWEEN 1 AND 20),
  total_bet     bigint NOT NULL CHECK (total_bet > 0),
  total_win     bigint NOT NULL CHECK (total_win >= 0),
  result        jsonb NOT NULL,
  state         text NOT NULL CHECK (state IN ('debiting', 'crediting', 'settled', 'refused')),
  refusal       text,
  created_at    timestamptz NOT NULL,
  settled_at    timestamptz,
  UNIQUE (member_id, request_id),
  UNIQUE (seed_id, nonce)
);
CREATE INDEX house_spins_member_idx ON house_spins (member_id, id DESC);
CREATE INDEX house_spins_unsettled_idx ON house_spins (created_at) WHERE state IN ('debiting', 'crediting');
