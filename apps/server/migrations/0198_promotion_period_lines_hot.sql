-- Issue 16: a period's lines turn done one batch at a time (100,000 a day on a large site). The partial index
-- on pending lines (0197) made each such update write a new entry in every index of the table; the job
-- already walks a run's lines by primary key above a cursor, so it goes, and with room left on each page
-- the status change becomes a heap-only (HOT) update that touches no index at all (as round_bets, 0132).
DROP INDEX promotion_period_lines_pending_idx;
ALTER TABLE promotion_period_lines SET (fillfactor = 60);
