-- Bank statement feed (issue 12): every incoming transfer a feed reported to the operator's receiving
-- accounts, kept once per (feed, bank transaction id) so a replayed line can never credit twice. A line
-- whose message names a pending bank-transfer deposit's reference credits it (ledger key deposit:<id>);
-- the others wait in the operator's queue (status 'unmatched') until assigned or dismissed.
CREATE TABLE bank_feed_lines (
  id              bigserial PRIMARY KEY,
  -- The feed adapter that reported it ('sandbox', 'generic', …).
  feed            text NOT NULL,
  bank_txn_id     text NOT NULL,
  -- Receiving account, when the feed says which.
  account_number  text,
  -- Minor units (1/100 VND); banks report whole đồng.
  amount          bigint NOT NULL CHECK (amount > 0),
  message         text NOT NULL,
  booked_at       timestamptz NOT NULL,
  received_at     timestamptz NOT NULL,
  -- matched: credited or handed to review with its deposit; unmatched: waiting for an operator;
  -- assigned: an operator credited it to a deposit or a member; dismissed: an operator closed it without money.
  status          text NOT NULL CHECK (status IN ('matched', 'unmatched', 'assigned', 'dismissed')),
  -- Why a line is unmatched ('no_reference', 'ambiguous', 'deposit_finished'), or what matching did
  -- ('credited', 'amount_mismatch', 'limit_exceeded').
  outcome         text NOT NULL,
  reference_code  text,
  deposit_id      bigint REFERENCES deposits (id),
  resolved_by     text,
  resolved_at     timestamptz,
  note            text,
  UNIQUE (feed, bank_txn_id),
  CHECK (status <> 'matched' OR deposit_id IS NOT NULL)
);
CREATE INDEX bank_feed_lines_queue_idx ON bank_feed_lines (received_at) WHERE status = 'unmatched';
CREATE INDEX bank_feed_lines_deposit_idx ON bank_feed_lines (deposit_id) WHERE deposit_id IS NOT NULL;
