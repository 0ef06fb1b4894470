-- Issue 19: the players' P&L reads each listed player's promotion money (bonus net of give-backs) over the range
-- from the promotion-kinds index of 0350 alone: it now carries the transfer's accounts too, so the read is one
-- index range over the promotion transfers of the period (few beside the bets and wins), never the members'
-- whole ledger.
DROP INDEX IF EXISTS ledger_transfers_promotion_time_idx;
CREATE INDEX ledger_transfers_promotion_time_idx ON ledger_transfers (created_at)
  INCLUDE (kind, amount, reference, debit_account_id, credit_account_id)
  WHERE status = 'posted'
    AND kind IN ('bonus', 'rebate', 'cashback', 'raffle_prize', 'bonus_forfeit', 'bonus_reversal');
