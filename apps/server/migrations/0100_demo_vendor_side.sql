-- Issue 11: the demo transfer-wallet vendors' own side (wallets, transfers by reference, bet book), which
-- a real vendor keeps on its servers. In the database, not in a server process's memory, so the demo
-- vendor remembers across restarts and every server process on this database talks to the same vendor
-- (a status check on one node finds a transfer made through another). Only the demo vendor code
-- (modules/transfers demo gateway, modules/vendors demo bet book) touches these tables; they are not
-- our ledger: the ledger's vendor wallets follow them through transfers and bet reports.

-- A player's wallet at a demo vendor (minor units); never below zero, as a vendor refuses overdrafts.
CREATE TABLE demo_vendor_wallets (
  vendor   text NOT NULL,
  player   text NOT NULL,
  balance  bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (vendor, player)
);

-- Every transfer call the vendor answered, by our reference: a repeated reference answers the first outcome.
CREATE TABLE demo_vendor_transfers (
  vendor      text NOT NULL,
  reference   text NOT NULL,
  player      text NOT NULL,
  direction   text NOT NULL CHECK (direction IN ('in', 'out')),
  amount      bigint NOT NULL,
  status      text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  -- Why it failed (insufficient_balance, vendor_refused); null when it succeeded.
  reason      text,
  -- The wallet balance right after it was applied (answered again on a repeat); null when it failed.
  balance     bigint,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (vendor, reference),
  CHECK ((status = 'succeeded') = (balance IS NOT NULL))
);

-- The demo vendor's bet log: one row per bet, its latest version. Every change takes a new place
-- (change_ms, change_seq) in the vendor's bet report; the report cursor is "<ms>.<seq>".
CREATE TABLE demo_vendor_bets (
  vendor      text NOT NULL,
  bet_id      text NOT NULL,
  player      text NOT NULL,
  game_code   text NOT NULL,
  stake       bigint NOT NULL CHECK (stake > 0),
  win         bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  status      text NOT NULL CHECK (status IN ('pending', 'settled', 'cancelled')),
  placed_at   timestamptz NOT NULL,
  settled_at  timestamptz,
  updated_at  timestamptz NOT NULL,
  change_ms   bigint NOT NULL,
  change_seq  bigint NOT NULL,
  PRIMARY KEY (vendor, bet_id)
);
CREATE INDEX demo_vendor_bets_report_idx ON demo_vendor_bets (vendor, change_ms, change_seq);
CREATE SEQUENCE demo_vendor_bet_changes;
