-- Issue 14: the rounds core carries many data-driven games (the lottery's draws are rounds too).
-- A game's schedule and where its result comes from become data of its round_games row:
--   schedule: {"kind":"interval"} every interval_seconds from the last draw (dice), {"kind":"interval",
--             "align":true} on multiples of interval_seconds (the fast lottery: 18:00, 18:01, …), or
--             {"kind":"weekly","time":"18:15","weekdays":[1..7],"timeZone":"Asia/Ho_Chi_Minh"} at a local time
--             on the given weekdays (spec values: 1 Sunday, 2–7 Monday–Saturday) (the Vietnam lottery);
--   result_source: 'seed' (drawn from the round's committed seed pair, provably fair, as dice) or 'external'
--             (the round waits closed until a verified result is recorded: the televised Vietnam draws).
-- Intervals reach a week and lock times two hours (a Vietnam draw locks 15 minutes before); the dice
-- table's own limits (30–60 s, 3–20 s) stay in its settings contract.
ALTER TABLE round_games DROP CONSTRAINT round_games_interval_seconds_check;
ALTER TABLE round_games DROP CONSTRAINT round_games_lock_seconds_check;
ALTER TABLE round_games ADD CONSTRAINT round_games_interval_seconds_check
  CHECK (interval_seconds BETWEEN 30 AND 604800);
ALTER TABLE round_games ADD CONSTRAINT round_games_lock_seconds_check CHECK (lock_seconds BETWEEN 3 AND 7200);
ALTER TABLE round_games ADD COLUMN result_source text NOT NULL DEFAULT 'seed'
  CHECK (result_source IN ('seed', 'external'));
ALTER TABLE round_games ADD COLUMN schedule jsonb NOT NULL DEFAULT '{"kind":"interval"}'
  CHECK (schedule->>'kind' IN ('interval', 'weekly'));
-- The scheduler's minute sweep lists the enabled games.
CREATE INDEX round_games_enabled_idx ON round_games (game) WHERE enabled;
