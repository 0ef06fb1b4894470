-- Issue 16: settled_wagers names categories as the promotion engine does (packages/contracts
-- promotions.contract.ts GameCategories): the catalogue game type each bets row already carries (RNG, LIVE,
-- FISH, SPORTS, ESPORTS, PVP, LOTT, ELOTT, COCKFIGHT), so rebate rates, wagering weights and eligibility
-- products key the same names as the bets they read. 0195 folded them into lower-case product names.
CREATE OR REPLACE VIEW settled_wagers AS
SELECT b.member_id,
       b.unit,
       b.category,
       b.stake,
       b.stake AS valid_turnover,
       b.win,
       b.settled_at,
       'bet'::text AS source,
       b.id AS source_id
  FROM bets b
 WHERE b.status = 'settled';
