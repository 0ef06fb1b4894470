-- Issue 19: the players' P&L rankings (0360) are a cache, rebuilt from the rollup whenever they do not match
-- it: they need no write-ahead log. Building one writes a row per active player into seven indexes; without
-- the log that costs a fraction. After a crash PostgreSQL empties unlogged tables, rankings and rows together
-- (both unlogged), and the next page builds its ranking again. A read replica has no copy: reports read the
-- primary (modules/reports uses the main pool).
ALTER TABLE pnl_ranking_rows SET UNLOGGED;
ALTER TABLE pnl_rankings SET UNLOGGED;
