-- Issue 19: the back office's reports (modules/reports) read the same sources the site already counts from:
-- member_day_stats (0203) for turnover, payouts, deposits and withdrawals per day and game type, bets for the
-- per-vendor split, the ledger for promotion payouts, agent_settlements for commissions. These indexes make each
-- read one index range over the report's time window (a 90-day report over every member), with the columns the
-- aggregate needs included so the heap is not visited.

-- GGR by vendor: settled real-money bets by settle time (bets_settled_time_idx has no vendor column).
CREATE INDEX IF NOT EXISTS bets_settled_vendor_time_idx ON bets (settled_at)
  INCLUDE (vendor, stake, win) WHERE status = 'settled' AND unit = 'VND';

-- Cashier: credited deposits and paid-out withdrawals by the time the rollup dates them (credited_at,
-- decided_at), with the method and the amount.
CREATE INDEX IF NOT EXISTS deposits_credited_time_idx ON deposits (credited_at)
  INCLUDE (method_code, credited) WHERE status = 'succeeded';
CREATE INDEX IF NOT EXISTS withdrawals_paid_time_idx ON withdrawals (decided_at)
  INCLUDE (bank_code, amount) WHERE status IN ('approved', 'received', 'not_received');

-- Bonus cost: promotion payouts and their give-backs (history.kinds.ts PROMOTION_IN_KINDS / _OUT_KINDS).
CREATE INDEX IF NOT EXISTS ledger_transfers_promotion_time_idx ON ledger_transfers (created_at)
  INCLUDE (kind, amount, reference)
  WHERE status = 'posted'
    AND kind IN ('bonus', 'rebate', 'cashback', 'raffle_prize', 'bonus_forfeit', 'bonus_reversal');

-- Agent commissions: paid settlement records by payment time.
CREATE INDEX IF NOT EXISTS agent_settlements_paid_time_idx ON agent_settlements (decided_at)
  INCLUDE (kind, period_key, amount) WHERE status = 'paid';
