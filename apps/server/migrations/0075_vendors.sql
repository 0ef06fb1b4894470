-- Issue 5, vendor protocol: launch sessions, the seamless wallet's transaction journal, and bets (one row
-- per vendor round per member) that feed betting history. Money itself moves only in the ledger (0040);
-- these rows name the ledger transfers by idempotency key 'seamless:<vendor>:<kind>:<txn id>'.

-- Shared secrets of vendors that call our seamless wallet over HTTP (HMAC-SHA256 over the raw body).
-- HMAC needs the secret itself, so it is stored as given; only operators reach this table.
CREATE TABLE vendor_credentials (
  vendor      text PRIMARY KEY,
  secret      text NOT NULL CHECK (length(secret) >= 16),
  enabled     boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL
);

-- One row per launch: the token the vendor sends back (stored as SHA-256 only), who it stands for and
-- until when a debit may use it. Wins and rollbacks do not need a live session.
CREATE TABLE vendor_sessions (
  token_hash    text PRIMARY KEY,
  vendor        text NOT NULL,
  player        text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members (id),
  unit          text NOT NULL CHECK (unit IN ('VND', 'PLAY')),
  game_node_id  text NOT NULL,
  game_type     text NOT NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX vendor_sessions_player_idx ON vendor_sessions (vendor, player, created_at DESC);

-- The seamless journal: every debit, credit and rollback a vendor sent, keyed by the vendor's own
-- transaction id (per kind: some vendors reuse the bet's id for its cancel). 'answer' is the first answer,
-- returned again for a repeated id. A rollback of a debit we never saw leaves a 'debit' row with
-- state 'rolled_back' and no money: the debit's slot is taken, so a late debit with that id is refused.
CREATE TABLE vendor_transactions (
  id                  bigserial PRIMARY KEY,
  vendor              text NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  txn_id              text NOT NULL,
  member_id           bigint NOT NULL REFERENCES members (id),
  unit                text NOT NULL CHECK (unit IN ('VND', 'PLAY')),
  round_id            text,
  ref_txn_id          text,
  amount              bigint NOT NULL CHECK (amount >= 0),
  -- moving: the ledger transfer may or may not exist yet (a crash between the two is settled from the
  -- ledger by key); done: answered; refused: answered without money; rolled_back: a debit cancelled.
  state               text NOT NULL CHECK (state IN ('moving', 'done', 'refused', 'rolled_back')),
  rolled_back_by      text,
  ledger_transfer_id  bigint,
  answer              jsonb,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  UNIQUE (vendor, kind, txn_id)
);
CREATE INDEX vendor_transactions_moving_idx ON vendor_transactions (created_at) WHERE state = 'moving';

-- One row per vendor round per member: what betting history shows. stake counts debits that stand
-- (a rolled-back stake is taken off), win counts credits.
CREATE TABLE bets (
  id            bigserial PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members (id),
  vendor        text NOT NULL,
  round_id      text NOT NULL,
  unit          text NOT NULL CHECK (unit IN ('VND', 'PLAY')),
  game_node_id  text,
  category      text NOT NULL,
  stake         bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win           bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  status        text NOT NULL CHECK (status IN ('open', 'settled', 'cancelled')),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  settled_at    timestamptz,
  UNIQUE (vendor, member_id, round_id)
);
-- Betting history reads a member's rounds newest first, optionally by category or vendor.
CREATE INDEX bets_member_time_idx ON bets (member_id, created_at DESC, id DESC);
CREATE INDEX bets_member_category_idx ON bets (member_id, category, created_at DESC);
