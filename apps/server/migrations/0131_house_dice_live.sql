-- Issue 13 §4: the house provider also has a live game, the dice table (modules/rounds), so its vendor
-- row lists the LIVE category. A database seeded before this gets it here; the game row itself comes
-- from the demo catalogue seed, which inserts games that are absent (node id HOUSE-DICE-1).
UPDATE vendors SET game_types = array_append(game_types, 'LIVE')
WHERE code = 'HOUSE' AND NOT ('LIVE' = ANY (game_types));

-- Stakes in dong (as the house slot since 0157): the dice table takes 1,000 ₫ to 50,000,000 ₫ a bet,
-- up to 200,000,000 ₫ a member on one round, and a round may owe at most 10,000,000,000 ₫. Only a row
-- still holding 0130's first values is changed (an operator's own settings stay).
UPDATE round_games SET min_stake = 100000, max_stake = 5000000000, max_player_round_stake = 20000000000,
       max_round_payout = 1000000000000, updated_at = now()
WHERE game = 'dice' AND min_stake = 1000 AND max_stake = 10000000 AND max_player_round_stake = 50000000
  AND max_round_payout = 100000000000;
