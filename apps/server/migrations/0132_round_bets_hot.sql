-- Settling a round moves every bet from 'placed' to 'won'/'lost'. With 0130's partial index on open bets
-- (its predicate reads state), each such update wrote a new entry in every index of the table. One plain
-- index on (round_id, id) serves the same reads (settlement claims by round above a cursor, skipping
-- settled rows; voids and reads by round), and with room left on each page the state change becomes a
-- heap-only (HOT) update that touches no index at all.
DROP INDEX round_bets_open_idx;
DROP INDEX round_bets_round_idx;
CREATE INDEX round_bets_round_id_idx ON round_bets (round_id, id);
ALTER TABLE round_bets SET (fillfactor = 50);
