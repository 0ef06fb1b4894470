-- Issue 14 §5: chase (nuôi số): the same lottery slip over the next N draws of a game, optionally
-- stopping once one of its draws wins. The first draw's slip is placed with the request; a job places
-- each next draw's slip when that draw opens (slip key 'chase-<id>-<round>', so a job run twice places
-- it once). A refusal stops the chase with its reason (insufficient_funds, a limit, the number cap).
CREATE TABLE lottery_chases (
  id               bigserial PRIMARY KEY,
  member_id        bigint NOT NULL REFERENCES members (id),
  unit             text NOT NULL CHECK (unit IN ('VND', 'PLAY')),
  game             text NOT NULL REFERENCES lottery_games (game),
  prize_mode       text NOT NULL,
  bets             jsonb NOT NULL,
  draws_total      integer NOT NULL CHECK (draws_total BETWEEN 1 AND 1000),
  draws_placed     integer NOT NULL DEFAULT 0 CHECK (draws_placed <= draws_total),
  stop_on_win      boolean NOT NULL,
  state            text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'done', 'stopped')),
  stop_reason      text,
  last_seq         bigint,
  idempotency_key  text NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  UNIQUE (member_id, idempotency_key),
  CHECK ((state = 'stopped') = (stop_reason IS NOT NULL))
);
CREATE INDEX lottery_chases_active_idx ON lottery_chases (game) WHERE state = 'active';
CREATE INDEX lottery_chases_member_idx ON lottery_chases (member_id, id DESC);

CREATE TABLE lottery_chase_draws (
  chase_id  bigint NOT NULL REFERENCES lottery_chases (id),
  round_id  bigint NOT NULL REFERENCES rounds (id),
  slip_id   bigint NOT NULL REFERENCES round_slips (id),
  PRIMARY KEY (chase_id, round_id)
);
CREATE INDEX lottery_chase_draws_round_idx ON lottery_chase_draws (round_id);

-- My lottery bets: a member's bets newest first, by game.
CREATE INDEX round_bets_member_id_idx ON round_bets (member_id, id DESC);
