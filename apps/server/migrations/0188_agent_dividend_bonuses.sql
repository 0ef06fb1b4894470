-- Issue 15: a dividend's team net loss is stakes − payouts − bonuses and rebates paid to the team. Bonuses and
-- rebates of a period are read by time: a small partial index over those kinds only.
CREATE INDEX IF NOT EXISTS ledger_transfers_bonus_time_idx ON ledger_transfers (created_at)
  INCLUDE (credit_account_id, amount) WHERE kind IN ('bonus', 'rebate') AND status = 'posted';
