-- Issue 16: one reading of "what a member wagered and won", shared by rebate, cashback, VIP, missions and
-- the agent centre, so they all count the same numbers.
--
-- Source: `bets` alone. Every wager already has exactly one row there per member and round: vendor rounds
-- (seamless and reported, 0075/0077), the house slot, and the rounds core's games (dice, every lottery),
-- whose placement adds the member's stake to a `bets` row (vendor = the game's history vendor, round_id
-- '<game>-<round id>') and whose settlement writes the member's payouts and settles it in the same
-- transaction as the round's end; a void or a lottery cancel takes the stake off or cancels the row.
-- Reading `round_bets` as well would count each house and lottery stake twice.
--
-- A wager counts once settled: a cancelled (refunded, voided) one never does; an open one not yet.
-- valid_turnover is the settled stake (one place to narrow it later, e.g. to exclude hedged bets).
-- category: the catalogue game type the row carries, folded into the product names promotions use:
--   RNG → slots, LOTT/ELOTT → lottery, anything else lower-cased (live, fish, sports, esports, pvp,
--   cockfight). The same mapping in TypeScript: modules/promotions/wagers.categories.ts.
CREATE VIEW settled_wagers AS
SELECT b.member_id,
       b.unit,
       CASE b.category
         WHEN 'RNG' THEN 'slots'
         WHEN 'LOTT' THEN 'lottery'
         WHEN 'ELOTT' THEN 'lottery'
         ELSE lower(b.category)
       END AS category,
       b.stake,
       b.stake AS valid_turnover,
       b.win,
       b.settled_at,
       'bet'::text AS source,
       b.id AS source_id
  FROM bets b
 WHERE b.status = 'settled';

-- Period reads (a rebate/cashback job over every member, an agent's period): settled rows by time. The
-- included columns let the job's aggregate read the index alone.
CREATE INDEX bets_settled_time_idx ON bets (settled_at)
  INCLUDE (member_id, unit, category, stake, win) WHERE status = 'settled';
-- One member's period (the rebate estimate on the promotions pages).
CREATE INDEX bets_member_settled_idx ON bets (member_id, settled_at)
  INCLUDE (unit, category, stake, win) WHERE status = 'settled';
