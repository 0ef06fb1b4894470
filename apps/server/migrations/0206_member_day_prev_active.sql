-- Issue 15: the team overview's live part (today) counted the week's and the month's distinct active members by
-- probing, for each member active today, whether it was active earlier in the period (two index reads and heap
-- fetches per member: most of the overview's time for an agent with 100,000 accounts). Each rollup row now
-- carries `prev_active`: the member's latest active day before the row's day, as of the row's last change, so
-- "was it active earlier this week" is read off today's row. It is refreshed whenever the row changes; a later
-- change to a closed day (logged in member_day_past_changes, now with its time) can make it stale, and the
-- overview then falls back to probing (modules/agents/overview.repository.ts).
ALTER TABLE member_day_stats ADD COLUMN prev_active date;
ALTER TABLE member_day_past_changes ADD COLUMN at timestamptz NOT NULL DEFAULT now();
CREATE INDEX member_day_past_changes_at_idx ON member_day_past_changes (at);

UPDATE member_day_stats s
   SET prev_active = (SELECT max(x.day) FROM member_day_stats x
                       WHERE x.member_id = s.member_id AND x.day < s.day AND x.bet_count > 0)
 WHERE s.bet_count > 0;

CREATE OR REPLACE FUNCTION member_day_add(d member_day_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_day_stats AS s (member_id, day, category, turnover, wins, bet_count, deposits, withdrawals, joined,
                                     prev_active)
  SELECT k.*, (SELECT max(x.day) FROM member_day_stats x
                WHERE x.member_id = k.member_id AND x.day < k.day AND x.bet_count > 0)
    FROM (SELECT member_id, day, category, sum(turnover) AS turnover, sum(wins) AS wins, sum(bet_count) AS bet_count,
                 sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, sum(joined) AS joined
            FROM unnest(d)
           GROUP BY member_id, day, category
          HAVING sum(turnover) <> 0 OR sum(wins) <> 0 OR sum(bet_count) <> 0 OR sum(deposits) <> 0
              OR sum(withdrawals) <> 0 OR sum(joined) <> 0) k
   ORDER BY k.member_id, k.day, k.category
  ON CONFLICT (member_id, day, category) DO UPDATE
     SET turnover = s.turnover + EXCLUDED.turnover, wins = s.wins + EXCLUDED.wins,
         bet_count = s.bet_count + EXCLUDED.bet_count, deposits = s.deposits + EXCLUDED.deposits,
         withdrawals = s.withdrawals + EXCLUDED.withdrawals, joined = s.joined + EXCLUDED.joined,
         prev_active = EXCLUDED.prev_active;
  INSERT INTO member_day_past_changes (day)
  SELECT DISTINCT day FROM unnest(d)
   WHERE day < (now() AT TIME ZONE (SELECT z.tz FROM member_day_zone z))::date;
$$;

CREATE OR REPLACE FUNCTION member_day_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE member_day_stats IN EXCLUSIVE MODE;
  DELETE FROM member_day_stats;
  UPDATE member_day_zone SET tz = zone;
  UPDATE agent_tree_version SET v = v + 1;
  INSERT INTO member_day_stats (member_id, day, category, turnover, wins, bet_count, deposits, withdrawals, joined)
  SELECT (x).member_id, (x).day, (x).category, sum((x).turnover), sum((x).wins), sum((x).bet_count),
         sum((x).deposits), sum((x).withdrawals), sum((x).joined)
    FROM (
      SELECT member_day_of_bet(b, 1, zone) AS x FROM bets b WHERE b.status = 'settled'
      UNION ALL
      SELECT member_day_of_deposit(d, 1, zone) FROM deposits d WHERE d.status = 'succeeded'
      UNION ALL
      SELECT member_day_of_withdrawal(w, 1, zone) FROM withdrawals w
      UNION ALL
      SELECT ROW(m.id, (m.created_at AT TIME ZONE zone)::date, '', 0, 0, 0, 0, 0, 1)::member_day_delta FROM members m
    ) q
   WHERE x IS NOT NULL
   GROUP BY 1, 2, 3;
  UPDATE member_day_stats s
     SET prev_active = (SELECT max(x.day) FROM member_day_stats x
                         WHERE x.member_id = s.member_id AND x.day < s.day AND x.bet_count > 0)
   WHERE s.bet_count > 0;
END $$;
