-- Issue 15: changes to closed days of the rollup (0203) are logged, not counted in place. 0203 kept one row per
-- day in member_day_past_changes and updated it from every statement that touched the day: the row stays locked
-- until commit, so transactions touching the same closed day queued behind each other, and two of them touching
-- it and some member's rollup row in opposite orders could deadlock. That is rare in production (a void, a
-- refund, a backdated row), but whenever the server's clock is behind the database's (tests, replays) every
-- statement touches a "closed" day. An insert-only log takes no row lock: the overview cache's version of
-- [lo, through] is the number of log rows of those days, which only grows, whatever order transactions commit in.
DROP TABLE member_day_past_changes;
CREATE TABLE member_day_past_changes (
  day date NOT NULL
);
CREATE INDEX member_day_past_changes_day_idx ON member_day_past_changes (day);

CREATE OR REPLACE FUNCTION member_day_add(d member_day_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_day_stats AS s (member_id, day, category, turnover, wins, bet_count, deposits, withdrawals, joined)
  SELECT member_id, day, category, sum(turnover), sum(wins), sum(bet_count), sum(deposits), sum(withdrawals), sum(joined)
    FROM unnest(d)
   GROUP BY member_id, day, category
  HAVING sum(turnover) <> 0 OR sum(wins) <> 0 OR sum(bet_count) <> 0 OR sum(deposits) <> 0
      OR sum(withdrawals) <> 0 OR sum(joined) <> 0
   ORDER BY member_id, day, category
  ON CONFLICT (member_id, day, category) DO UPDATE
     SET turnover = s.turnover + EXCLUDED.turnover, wins = s.wins + EXCLUDED.wins,
         bet_count = s.bet_count + EXCLUDED.bet_count, deposits = s.deposits + EXCLUDED.deposits,
         withdrawals = s.withdrawals + EXCLUDED.withdrawals, joined = s.joined + EXCLUDED.joined;
  INSERT INTO member_day_past_changes (day)
  SELECT DISTINCT day FROM unnest(d)
   WHERE day < (now() AT TIME ZONE (SELECT z.tz FROM member_day_zone z))::date;
$$;
