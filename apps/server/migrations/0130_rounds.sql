-- Issue 13 §2: the rounds core every draw-based game uses (first: the dice round, Tài Xỉu / Sic Bo).
-- A round is scheduled → open → closed → drawn → settled, or voided from any state before settled.
-- Money moves only through the ledger: a bet's stake member → house game revenue under the key
-- 'round-bet:<id>:stake', its payout back under 'round-bet:<id>:payout', a void's refund under
-- 'round-bet:<id>:refund'. Each bet changes state once, conditionally, in the same transaction as its
-- money, so settlement and voids pay each bet once however many runners try and wherever one stops.

-- Per game settings an operator changes (applied from the next scheduled round).
CREATE TABLE round_games (
  game                    text PRIMARY KEY,
  interval_seconds        integer NOT NULL CHECK (interval_seconds BETWEEN 30 AND 60),
  lock_seconds            integer NOT NULL CHECK (lock_seconds BETWEEN 3 AND 20),
  min_stake               bigint NOT NULL CHECK (min_stake > 0),
  max_stake               bigint NOT NULL CHECK (max_stake >= min_stake),
  max_player_round_stake  bigint NOT NULL CHECK (max_player_round_stake > 0),
  max_round_payout        bigint NOT NULL CHECK (max_round_payout > 0),
  enabled                 boolean NOT NULL DEFAULT true,
  updated_at              timestamptz NOT NULL
);
INSERT INTO round_games (game, interval_seconds, lock_seconds, min_stake, max_stake, max_player_round_stake,
                         max_round_payout, enabled, updated_at)
VALUES ('dice', 45, 5, 1000, 10000000, 50000000, 100000000000, true, now());

CREATE TABLE rounds (
  id                bigserial PRIMARY KEY,
  game              text NOT NULL REFERENCES round_games (game),
  seq               bigint NOT NULL CHECK (seq > 0),
  state             text NOT NULL CHECK (state IN ('scheduled', 'open', 'closed', 'drawn', 'settled', 'voided')),
  opens_at          timestamptz NOT NULL,
  closes_at         timestamptz NOT NULL,
  draws_at          timestamptz NOT NULL,
  -- Commit–reveal: the hash is public from creation, the seed only once drawn (or voided).
  server_seed       text NOT NULL,
  server_seed_hash  text NOT NULL,
  client_seed       text NOT NULL,
  nonce             integer NOT NULL DEFAULT 0,
  result            jsonb,
  -- Running totals of accepted bets, guarded by the per-round payout limit.
  staked            bigint NOT NULL DEFAULT 0 CHECK (staked >= 0),
  max_payout        bigint NOT NULL DEFAULT 0 CHECK (max_payout >= 0),
  created_at        timestamptz NOT NULL,
  opened_at         timestamptz,
  closed_at         timestamptz,
  drawn_at          timestamptz,
  settled_at        timestamptz,
  voided_at         timestamptz,
  void_reason       text,
  voided_by         text,
  UNIQUE (game, seq),
  CHECK (opens_at <= closes_at AND closes_at <= draws_at),
  CHECK ((state IN ('drawn', 'settled')) = (result IS NOT NULL) OR state = 'voided'),
  CHECK ((state = 'voided') = (void_reason IS NOT NULL))
);
CREATE INDEX rounds_game_idx ON rounds (game, seq DESC);
CREATE INDEX rounds_unfinished_idx ON rounds (state, draws_at) WHERE state NOT IN ('settled', 'voided');

-- A drawn result never changes, a settled or voided round never changes state, the seed never changes:
-- whatever path writes (a bug, a second runner, manual SQL). Corrections are an operator void.
CREATE FUNCTION rounds_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.result IS NOT NULL AND NEW.result IS DISTINCT FROM OLD.result THEN
    RAISE EXCEPTION 'round % result is final', OLD.id USING ERRCODE = 'RD001';
  END IF;
  IF OLD.server_seed <> NEW.server_seed OR OLD.client_seed <> NEW.client_seed OR OLD.nonce <> NEW.nonce THEN
    RAISE EXCEPTION 'round % seeds are final', OLD.id USING ERRCODE = 'RD001';
  END IF;
  IF OLD.state IN ('settled', 'voided') AND NEW.state <> OLD.state THEN
    RAISE EXCEPTION 'round % is %', OLD.id, OLD.state USING ERRCODE = 'RD001';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER rounds_guard BEFORE UPDATE ON rounds FOR EACH ROW EXECUTE FUNCTION rounds_guard();

-- A bet slip: one idempotency key per member places its bets once.
CREATE TABLE round_slips (
  id               bigserial PRIMARY KEY,
  round_id         bigint NOT NULL REFERENCES rounds (id),
  member_id        bigint NOT NULL REFERENCES members (id),
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,
  unit             text NOT NULL CHECK (unit IN ('VND', 'PLAY')),
  total_stake      bigint NOT NULL CHECK (total_stake > 0),
  created_at       timestamptz NOT NULL,
  UNIQUE (member_id, idempotency_key)
);

CREATE TABLE round_bets (
  id          bigserial PRIMARY KEY,
  round_id    bigint NOT NULL REFERENCES rounds (id),
  slip_id     bigint NOT NULL REFERENCES round_slips (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  unit        text NOT NULL CHECK (unit IN ('VND', 'PLAY')),
  selection   jsonb NOT NULL,
  stake       bigint NOT NULL CHECK (stake > 0),
  max_payout  bigint NOT NULL CHECK (max_payout >= stake),
  state       text NOT NULL DEFAULT 'placed' CHECK (state IN ('placed', 'won', 'lost', 'refunded')),
  payout      bigint CHECK (payout >= 0),
  created_at  timestamptz NOT NULL,
  settled_at  timestamptz,
  CHECK ((state = 'placed') = (payout IS NULL)),
  CHECK (state <> 'refunded' OR payout = stake),
  CHECK (state <> 'lost' OR payout = 0)
);
CREATE INDEX round_bets_open_idx ON round_bets (round_id, id) WHERE state = 'placed';
CREATE INDEX round_bets_round_idx ON round_bets (round_id);
CREATE INDEX round_bets_member_idx ON round_bets (member_id, round_id);

-- A member's stakes on one round, kept to enforce the per-player limit under concurrent slips.
CREATE TABLE round_players (
  round_id   bigint NOT NULL REFERENCES rounds (id),
  member_id  bigint NOT NULL REFERENCES members (id),
  staked     bigint NOT NULL CHECK (staked >= 0),
  PRIMARY KEY (round_id, member_id)
);
