-- Issue 5, transfer-wallet vendors: their bets reach us as bet reports (records changed since a cursor),
-- not as wallet calls. Each reported bet becomes one `bets` row keyed by the vendor's bet id; a later
-- version of the record (pending → settled, or cancelled) replaces the earlier one, never the reverse.
ALTER TABLE bets
  ADD COLUMN vendor_bet_id text,
  ADD COLUMN reported_at   timestamptz,
  -- A reported row carries both: the vendor's id and the vendor's time of the version stored.
  ADD CONSTRAINT bets_reported_pair CHECK ((vendor_bet_id IS NULL) = (reported_at IS NULL));
CREATE UNIQUE INDEX bets_vendor_bet_uq ON bets (vendor, vendor_bet_id) WHERE vendor_bet_id IS NOT NULL;

-- What a reported bet has moved in the ledger so far (member's vendor wallet ⇄ house game_revenue), so the
-- vendor wallet as the ledger holds it follows the vendor's own: the stake goes when the bet is reported,
-- the win comes when it settles, a cancel gives the stake back. booked is the net (win − stake) booked,
-- booked_steps the number of ledger transfers made, which names the next one (its idempotency key).
ALTER TABLE bets
  ADD COLUMN booked       bigint NOT NULL DEFAULT 0,
  ADD COLUMN booked_steps integer NOT NULL DEFAULT 0;
CREATE INDEX bets_unbooked_idx ON bets (vendor, reported_at, id)
  WHERE vendor_bet_id IS NOT NULL AND booked <> win - stake;

-- Where each vendor's bet report was read up to: the vendor's own opaque cursor. Moved in the same
-- transaction as the rows of the page it ends, so a crash re-reads at most one page (ingest is idempotent).
CREATE TABLE vendor_report_cursors (
  vendor      text PRIMARY KEY,
  cursor      text,
  updated_at  timestamptz NOT NULL
);

-- The winner board reads the latest big real-money wins straight from the rounds (seamless and reported),
-- so the separate win log is gone: one source for every win.
CREATE INDEX bets_big_wins_idx ON bets (settled_at DESC, id DESC)
  WHERE status = 'settled' AND unit = 'VND' AND win > 0 AND win >= 2 * stake;
DROP TABLE game_wins;

-- The jackpot pool adds a share of the day's real-money stakes: a range read over today's rounds.
CREATE INDEX bets_real_money_time_idx ON bets (created_at) WHERE unit = 'VND';
