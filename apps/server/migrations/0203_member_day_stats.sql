-- Issue 15: a per-member, per-day rollup of what the agent centre, and later VIP and missions, add up over
-- long ranges: settled real-money stakes, payouts and bet counts per game category, money credited and paid
-- out, accounts opened. The team overview of an agent with 100,000 accounts below it read four source tables
-- over a month (0.85 s); it now reads this table.
--
-- Kept by STATEMENT-level triggers with transition tables on every source (bets, deposits, withdrawals,
-- members), so every code path that changes a source row (vendor settle/cancel, round settle, void of a
-- settled round, deposit credit, withdrawal decision or refund, fixtures, manual SQL) changes the
-- rollup in the same transaction, once per statement (a round settling 10,000 bets is one upsert per
-- member-day). Each trigger adds what the changed rows count for after the statement and subtracts what they
-- counted for before, keyed by the day of the row's own timestamp, so the rollup equals the sources at all
-- times (a voided settled round leaves the day it was settled on, as before).
--
-- Wagers come from `bets` alone, as in the view settled_wagers (0195): the rounds core writes one bets row per
-- member and round for dice and every lottery draw, so round_bets would count those stakes twice.
--
-- Days are local days in the operator's zone, stored in member_day_zone: before its first read the server
-- checks it against its TIMEZONE and rebuilds the rollup (member_day_rebuild) when they differ
-- (modules/agents/member-day.zone.ts).

CREATE TABLE member_day_zone (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  tz  text NOT NULL
);
INSERT INTO member_day_zone (tz) VALUES ('Asia/Ho_Chi_Minh');

CREATE TABLE member_day_stats (
  member_id   bigint  NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day         date    NOT NULL,
  -- The bet's catalogue game type (bets.category, as settled_wagers names it: RNG, LIVE, LOTT, ELOTT, …).
  -- '' for rows that only carry money movements and sign-ups.
  category    text    NOT NULL,
  turnover    bigint  NOT NULL DEFAULT 0,
  wins        bigint  NOT NULL DEFAULT 0,
  bet_count   integer NOT NULL DEFAULT 0,
  deposits    bigint  NOT NULL DEFAULT 0,
  withdrawals bigint  NOT NULL DEFAULT 0,
  -- 1 on the day the account was opened.
  joined      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, category)
);
-- Range reads over all members (an agent whose team is most of the site).
CREATE INDEX member_day_stats_day_idx ON member_day_stats (day);

-- A change to add: one row per (member, day, category).
CREATE TYPE member_day_delta AS (
  member_id bigint, day date, category text, turnover bigint, wins bigint, bet_count integer,
  deposits bigint, withdrawals bigint, joined integer
);

-- Days before the current local day whose rollup changed (a void, a refund, a backdated row), counted: the
-- team overview caches each agent's closed days and trusts the cache while these counts and the tree version
-- stay what they were when it was computed. Changes to the current day (nearly all of them) never touch it.
CREATE TABLE member_day_past_changes (
  day date PRIMARY KEY,
  n   bigint NOT NULL
);
-- Bumped when the tree changes shape (an operator move, a deleted member) or the rollup is rebuilt.
CREATE TABLE agent_tree_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  v   bigint NOT NULL
);
INSERT INTO agent_tree_version (v) VALUES (0);

-- Adds the deltas, summed per key, in key order (two statements touching the same members lock rows in the
-- same order), skipping keys whose change is nothing; counts the changed days that are already closed.
CREATE FUNCTION member_day_add(d member_day_delta[]) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO member_day_past_changes AS c (day, n)
  SELECT day, 1 FROM unnest(d)
   WHERE day < (now() AT TIME ZONE (SELECT z.tz FROM member_day_zone z))::date
   GROUP BY day ORDER BY day
  ON CONFLICT (day) DO UPDATE SET n = c.n + 1;
$$;

-- What a row of each source counts for (a row that counts for nothing gives no delta).
CREATE FUNCTION member_day_of_bet(b bets, sign integer, tz text) RETURNS member_day_delta LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN b.status = 'settled' AND b.unit = 'VND' AND b.settled_at IS NOT NULL
              THEN ROW(b.member_id, (b.settled_at AT TIME ZONE tz)::date, b.category, sign * b.stake, sign * b.win, sign,
             0, 0, 0)::member_day_delta END
$$;
CREATE FUNCTION member_day_of_deposit(d deposits, sign integer, tz text) RETURNS member_day_delta LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN d.status = 'succeeded' AND d.credited_at IS NOT NULL
              THEN ROW(d.member_id, (d.credited_at AT TIME ZONE tz)::date, '', 0, 0, 0, sign * d.credited, 0, 0)::member_day_delta END
$$;
-- Paid out: held or paid to the member, not refused or refunded (as the withdrawal reports count it).
CREATE FUNCTION member_day_of_withdrawal(w withdrawals, sign integer, tz text) RETURNS member_day_delta LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN w.status IN ('approved', 'received', 'not_received') AND w.decided_at IS NOT NULL
              THEN ROW(w.member_id, (w.decided_at AT TIME ZONE tz)::date, '', 0, 0, 0, 0, sign * w.amount, 0)::member_day_delta END
$$;
CREATE FUNCTION member_day_bets_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT z.tz FROM member_day_zone z);
  d member_day_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x) INTO d FROM (SELECT member_day_of_bet(n, 1, tz) AS x FROM new_rows n) q WHERE x IS NOT NULL;
  ELSE
    SELECT array_agg(x) INTO d FROM (
      SELECT member_day_of_bet(n, 1, tz) AS x FROM new_rows n
      UNION ALL SELECT member_day_of_bet(o, -1, tz) FROM old_rows o) q WHERE x IS NOT NULL;
  END IF;
  IF d IS NOT NULL THEN PERFORM member_day_add(d); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_day_bets_ins AFTER INSERT ON bets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_bets_trg();
CREATE TRIGGER member_day_bets_upd AFTER UPDATE ON bets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_bets_trg();

CREATE FUNCTION member_day_deposits_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT z.tz FROM member_day_zone z);
  d member_day_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x) INTO d FROM (SELECT member_day_of_deposit(n, 1, tz) AS x FROM new_rows n) q WHERE x IS NOT NULL;
  ELSE
    SELECT array_agg(x) INTO d FROM (
      SELECT member_day_of_deposit(n, 1, tz) AS x FROM new_rows n
      UNION ALL SELECT member_day_of_deposit(o, -1, tz) FROM old_rows o) q WHERE x IS NOT NULL;
  END IF;
  IF d IS NOT NULL THEN PERFORM member_day_add(d); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_day_deposits_ins AFTER INSERT ON deposits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_deposits_trg();
CREATE TRIGGER member_day_deposits_upd AFTER UPDATE ON deposits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_deposits_trg();

CREATE FUNCTION member_day_withdrawals_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT z.tz FROM member_day_zone z);
  d member_day_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x) INTO d FROM (SELECT member_day_of_withdrawal(n, 1, tz) AS x FROM new_rows n) q WHERE x IS NOT NULL;
  ELSE
    SELECT array_agg(x) INTO d FROM (
      SELECT member_day_of_withdrawal(n, 1, tz) AS x FROM new_rows n
      UNION ALL SELECT member_day_of_withdrawal(o, -1, tz) FROM old_rows o) q WHERE x IS NOT NULL;
  END IF;
  IF d IS NOT NULL THEN PERFORM member_day_add(d); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_day_withdrawals_ins AFTER INSERT ON withdrawals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_withdrawals_trg();
CREATE TRIGGER member_day_withdrawals_upd AFTER UPDATE ON withdrawals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_withdrawals_trg();

CREATE FUNCTION member_day_members_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT z.tz FROM member_day_zone z);
  d member_day_delta[];
BEGIN
  SELECT array_agg(ROW(n.id, (n.created_at AT TIME ZONE tz)::date, '', 0, 0, 0, 0, 0, 1)::member_day_delta) INTO d
    FROM new_rows n;
  IF d IS NOT NULL THEN PERFORM member_day_add(d); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_day_members_ins AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_members_trg();

CREATE FUNCTION agent_tree_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agent_tree_version SET v = v + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER agent_tree_version_move AFTER UPDATE OF upline_id ON members
  FOR EACH STATEMENT EXECUTE FUNCTION agent_tree_version_bump();
CREATE TRIGGER agent_tree_version_delete AFTER DELETE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION agent_tree_version_bump();

-- Each agent's team overview over its closed days (modules/agents/overview.cache.ts): computed once from the
-- rollup, then read while `changes` (member_day_past_changes summed over [lo, through]) and `tree_version`
-- are unchanged; only the days after `through` (today) are read live.
CREATE TABLE agent_overview_cache (
  agent_id     bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  through      date NOT NULL,
  lo           date NOT NULL,
  changes      bigint NOT NULL,
  tree_version bigint NOT NULL,
  figures      jsonb NOT NULL,
  computed_at  timestamptz NOT NULL
);

-- Recomputes the whole rollup from the sources in zone `zone` (the migration's backfill; the server's
-- answer to a changed TIMEZONE). Writers wait on the table lock, then add their own statement's change.
CREATE FUNCTION member_day_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;

SELECT member_day_rebuild('Asia/Ho_Chi_Minh');
