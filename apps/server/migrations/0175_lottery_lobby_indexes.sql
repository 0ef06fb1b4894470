-- Issue 14 lobby reads (modules/lottery/lobby): results history newest first by draw time, for one game
-- (a station) or across games (a date, a region). rounds_game_idx (game, seq) serves a game's newest
-- draws; these serve "drawn before this moment" walks without sorting a year of one-minute draws.
CREATE INDEX rounds_game_draws_at_idx ON rounds (game, draws_at DESC, id DESC);
CREATE INDEX rounds_draws_at_idx ON rounds (draws_at DESC, id DESC);
