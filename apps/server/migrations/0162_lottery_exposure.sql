-- Issue 14 §4: the house's exposure per number of a draw, kept as slips are placed and cancelled (the
-- parts of lotteryLiability in @app/games, summed), so the per-number cap is checked in the slip's own
-- transaction without reading every bet of the draw, and the operator sees the most exposed numbers.
-- digits 2: the 00–99 endings; digits 3: 000–999 (3 càng, xỉu chủ, lô 3 số, đảo of those).
-- Worst case if the number comes up = per_occurrence + greatest(as_special, as_other, as_dau).
CREATE TABLE lottery_number_exposure (
  round_id        bigint NOT NULL REFERENCES rounds (id),
  digits          smallint NOT NULL CHECK (digits IN (2, 3)),
  number          text NOT NULL,
  stake           bigint NOT NULL DEFAULT 0,
  per_occurrence  bigint NOT NULL DEFAULT 0,
  as_special      bigint NOT NULL DEFAULT 0,
  as_other        bigint NOT NULL DEFAULT 0,
  as_dau          bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (round_id, digits, number)
);
