-- E-wallets (MoMo, ZaloPay) and prepaid phone cards (issue 12). Money still moves only in the ledger under
-- the deposit's key; these rows are what the providers were asked and answered.

-- The local stand-ins of MoMo, ZaloPay and the card provider (sandbox mode): the orders they were sent,
-- as the provider would keep them, so their payment pages and signed notifies work without the internet.
CREATE TABLE payment_sandbox_orders (
  provider     text NOT NULL CHECK (provider IN ('momo', 'zalopay', 'phone_card')),
  -- The merchant's order id as sent (MoMo orderId, ZaloPay app_trans_id, card request_id).
  order_id     text NOT NULL,
  -- The provider's own transaction id, given when the order is paid (MoMo transId, ZaloPay zp_trans_id).
  trans_id     text NOT NULL,
  amount       bigint NOT NULL CHECK (amount > 0),
  -- The request as received (urls, extra data, card details without the PIN) to build notifies from.
  request      jsonb NOT NULL,
  status       text NOT NULL CHECK (status IN ('created', 'paid', 'failed')),
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  -- Card provider only: when its asynchronous result is due, and when it was delivered.
  notify_due_at timestamptz,
  notified_at  timestamptz,
  notify_attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (provider, order_id)
);
CREATE INDEX payment_sandbox_orders_due_idx ON payment_sandbox_orders (notify_due_at)
  WHERE notified_at IS NULL AND notify_due_at IS NOT NULL;

-- Phone cards submitted for a deposit. A card (carrier + serial) is taken while it is pending or once it
-- was accepted: the partial unique index refuses the same card twice, also for two requests at once.
CREATE TABLE phone_card_submissions (
  deposit_id      bigint PRIMARY KEY REFERENCES deposits (id),
  carrier         text NOT NULL CHECK (carrier IN ('viettel', 'vinaphone', 'mobifone')),
  serial          text NOT NULL,
  -- Only the last 4 digits of the PIN are kept (to tell cards apart in a dispute); the PIN itself is
  -- sent to the provider and forgotten.
  pin_last4       text NOT NULL,
  declared_value  bigint NOT NULL CHECK (declared_value > 0),
  -- The carrier's discount rate when the card was submitted, in basis points (1800 = 18%).
  discount_bp     integer NOT NULL CHECK (discount_bp BETWEEN 0 AND 10000),
  -- Part of the credit kept when the card's real value differs from the declared one, basis points.
  wrong_value_penalty_bp integer NOT NULL CHECK (wrong_value_penalty_bp BETWEEN 0 AND 10000),
  -- pending: waiting for the provider; used: accepted (credited); refused: rejected by the provider.
  status          text NOT NULL CHECK (status IN ('pending', 'used', 'refused')),
  real_value      bigint,
  created_at      timestamptz NOT NULL,
  finished_at     timestamptz
);
CREATE UNIQUE INDEX phone_card_submissions_taken ON phone_card_submissions (carrier, serial)
  WHERE status IN ('pending', 'used');
