-- Deposits (issue 4): methods the operator configures, deposit requests, and what happened to each.
-- Money itself moves only in the ledger (transfer key 'deposit:<id>'); these rows are the requests.

CREATE TABLE deposit_methods (
  code        text PRIMARY KEY CHECK (code ~ '^[a-z0-9_-]{1,32}$'),
  kind        text NOT NULL CHECK (kind IN ('bank_transfer', 'gateway')),
  -- Adapter code for kind 'gateway' (e.g. 'sandbox').
  gateway     text,
  enabled     boolean NOT NULL DEFAULT false,
  min_amount  bigint NOT NULL CHECK (min_amount > 0),
  max_amount  bigint NOT NULL,
  -- Display names: { "vi": "…", "en": "…" }.
  names       jsonb NOT NULL,
  -- Receiving bank account for bank transfers: { bankName, accountName, accountNumber, branch }.
  bank        jsonb,
  sort        integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL,
  CHECK (max_amount >= min_amount),
  CHECK (kind <> 'gateway' OR gateway IS NOT NULL),
  CHECK (kind <> 'bank_transfer' OR bank IS NOT NULL)
);

CREATE TABLE deposits (
  id                  bigserial PRIMARY KEY,
  member_id           bigint NOT NULL REFERENCES members (id),
  method_code         text NOT NULL REFERENCES deposit_methods (code),
  kind                text NOT NULL CHECK (kind IN ('bank_transfer', 'gateway')),
  amount              bigint NOT NULL CHECK (amount > 0),
  -- What the ledger credited (0 until succeeded).
  credited            bigint NOT NULL DEFAULT 0 CHECK (credited >= 0),
  -- pending: waiting for the money; review: money reported but not credited (wrong amount, limit hit);
  -- succeeded: credited; failed/rejected/expired: finished without money.
  status              text NOT NULL CHECK (status IN ('pending', 'review', 'succeeded', 'failed', 'rejected', 'expired')),
  -- Bank transfer: the code the member writes in the memo (8 chars, unambiguous alphabet).
  reference_code      text UNIQUE,
  -- Snapshot of the receiving account shown to the member when the request was made.
  bank                jsonb,
  gateway             text,
  gateway_payment_id  text,
  -- What the gateway reported as paid.
  paid_amount         bigint,
  flag                text,
  reject_reason       text,
  confirmed_by        text,
  created_at          timestamptz NOT NULL,
  credited_at         timestamptz,
  finished_at         timestamptz,
  CHECK (status <> 'succeeded' OR (credited > 0 AND credited_at IS NOT NULL))
);
CREATE UNIQUE INDEX deposits_gateway_payment_key ON deposits (gateway, gateway_payment_id) WHERE gateway_payment_id IS NOT NULL;
CREATE INDEX deposits_member_idx ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_status_idx ON deposits (status, created_at DESC);
CREATE INDEX deposits_credited_idx ON deposits (member_id, credited_at) WHERE status = 'succeeded';

-- Everything that happened to a deposit: each gateway callback (also duplicates, late and out-of-order
-- ones), operator actions, expiry. Kept so a disputed payment can be traced.
CREATE TABLE deposit_events (
  id          bigserial PRIMARY KEY,
  deposit_id  bigint REFERENCES deposits (id),
  at          timestamptz NOT NULL,
  source      text NOT NULL,
  kind        text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX deposit_events_deposit_idx ON deposit_events (deposit_id, at);

-- Responsible gambling: deposit limits per member (minor units, NULL = none). A decrease applies at
-- once; an increase waits in *_next until *_next_at (24 hours later) and is applied when read.
CREATE TABLE deposit_limits (
  member_id       bigint PRIMARY KEY REFERENCES members (id),
  daily           bigint CHECK (daily > 0),
  weekly          bigint CHECK (weekly > 0),
  monthly         bigint CHECK (monthly > 0),
  daily_next      bigint,
  daily_next_at   timestamptz,
  weekly_next     bigint,
  weekly_next_at  timestamptz,
  monthly_next    bigint,
  monthly_next_at timestamptz,
  updated_at      timestamptz NOT NULL
);

-- The built-in sandbox payment gateway's own records (it plays an outside service on this server).
CREATE TABLE sandbox_payments (
  id            text PRIMARY KEY,
  merchant_ref  text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  currency      text NOT NULL,
  return_url    text NOT NULL,
  callback_path text NOT NULL,
  status        text NOT NULL CHECK (status IN ('created', 'paid', 'failed')),
  created_at    timestamptz NOT NULL,
  finished_at   timestamptz
);

-- Callbacks the sandbox will send, each at its due time (a delayed, retried, signed notification).
CREATE TABLE sandbox_callbacks (
  id            bigserial PRIMARY KEY,
  payment_id    text NOT NULL REFERENCES sandbox_payments (id),
  status        text NOT NULL CHECK (status IN ('pending', 'success', 'failed')),
  amount        bigint NOT NULL,
  due_at        timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  delivered_at  timestamptz,
  last_error    text
);
CREATE INDEX sandbox_callbacks_due_idx ON sandbox_callbacks (due_at) WHERE delivered_at IS NULL;
