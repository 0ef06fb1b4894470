-- Issue 12: the demo catalogue's minimum bets were 1 … 5,000 minor units (0.01 … 50 ₫), stakes no game in
-- dong takes, and the lobby's filter offered "minimum 0.01". The seed now uses 100 ₫ … 50,000 ₫ (×1000;
-- the house slot's line bet ×100, as its stake ladder). This moves the rows a database seeded before still
-- holds: only the demo's own games (its game codes, e.g. 'pg_rng_3', and 'house-slot-1') and only values
-- under 100 ₫, which no real dong catalogue uses.
UPDATE games SET min_bet = min_bet * 1000
  WHERE min_bet BETWEEN 1 AND 9999 AND game_code ~ '^[a-z0-9]+_[a-z]+_[0-9]+$';
UPDATE games SET min_bet = 10000 WHERE game_code = 'house-slot-1' AND min_bet = 100;
