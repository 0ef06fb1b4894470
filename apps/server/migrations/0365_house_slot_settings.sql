-- Issue 19, back office: the house slot's operator settings (one row) and the RTP variant each round was
-- played under. Variants are paytables of @app/games (SLOT_VARIANTS); 'rtp96' is the machine every round
-- before this migration was played on, so old rounds keep verifying under it. Stake limits apply to a
-- spin's total bet (line bet × lines, minor units); the defaults span the whole line-bet ladder
-- (100 ₫ × 1 line … 10,000 ₫ × 20 lines), so nothing changes until an operator changes them.
CREATE TABLE house_slot_settings (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- The ids @app/games SLOT_VARIANTS knows: a hand-typed unknown one would fail every spin, so it is refused here.
  variant     text NOT NULL CHECK (variant IN ('rtp92', 'rtp94', 'rtp96', 'rtp97')),
  min_stake   bigint NOT NULL CHECK (min_stake > 0),
  max_stake   bigint NOT NULL CHECK (max_stake >= min_stake),
  updated_at  timestamptz NOT NULL
);
INSERT INTO house_slot_settings (variant, min_stake, max_stake, updated_at) VALUES ('rtp96', 10000, 20000000, now());

ALTER TABLE house_spins ADD COLUMN variant text NOT NULL DEFAULT 'rtp96';
