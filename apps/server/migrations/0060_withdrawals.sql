-- Issue 4 cashier, outgoing side: bank accounts, payment passwords, turnover requirement, withdrawals
-- (with the member's confirmation), transfers between members (upline/downline) and transfers between
-- the main wallet and vendor wallets. Money itself moves only in the ledger (0040); these tables keep
-- the business state and name the ledger transfers by idempotency key.

-- Bank accounts a member binds for withdrawals. Unbinding keeps the row (withdrawals refer to it).
CREATE TABLE member_bank_accounts (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  bank_code       text NOT NULL,
  account_number  text NOT NULL,
  -- Spec §5: the real name without diacritics, with spaces (stored upper-cased).
  payee_name      text NOT NULL,
  created_at      timestamptz NOT NULL,
  removed_at      timestamptz
);
-- One live binding per bank account, across all members (the same account bound twice is refused).
CREATE UNIQUE INDEX member_bank_accounts_live ON member_bank_accounts (bank_code, account_number)
  WHERE removed_at IS NULL;
CREATE INDEX member_bank_accounts_member_idx ON member_bank_accounts (member_id) WHERE removed_at IS NULL;

-- The payment password (argon2id), separate from the login password, with its own attempt counter.
CREATE TABLE member_payment_passwords (
  member_id        bigint PRIMARY KEY REFERENCES members (id),
  password_hash    text NOT NULL,
  failed_attempts  integer NOT NULL DEFAULT 0,
  locked_until     timestamptz,
  updated_at       timestamptz NOT NULL
);

-- The turnover still required before a withdrawal: deposits and bonuses raise it, bets lower it.
CREATE TABLE member_turnover (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  required    bigint NOT NULL DEFAULT 0 CHECK (required >= 0),
  updated_at  timestamptz NOT NULL
);
-- Each change once: the reference (e.g. 'deposit:17', 'bet:abc') makes a retried change a no-op.
CREATE TABLE member_turnover_events (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id),
  delta      bigint NOT NULL,
  reference  text NOT NULL UNIQUE,
  at         timestamptz NOT NULL
);

CREATE TABLE withdrawals (
  id                bigserial PRIMARY KEY,
  member_id         bigint NOT NULL REFERENCES members (id),
  -- The caller's idempotency key: a retried request answers the first withdrawal.
  request_key       text NOT NULL,
  bank_account_id   bigint NOT NULL REFERENCES member_bank_accounts (id),
  -- Copy of the bank account at request time (the binding may be removed later).
  bank_code         text NOT NULL,
  account_number    text NOT NULL,
  payee_name        text NOT NULL,
  amount            bigint NOT NULL CHECK (amount > 0),
  -- holding: row written, ledger hold not yet confirmed (crash window; reconciled by key)
  -- pending: funds held, awaiting the operator; rejected: hold voided; approved: hold posted, awaiting
  -- the member's confirmation; received: confirmed (by the member, or automatically after N minutes);
  -- not_received: the member reported it missing (with proof); refunded: the operator returned it.
  status            text NOT NULL CHECK (status IN
                      ('holding', 'pending', 'rejected', 'approved', 'received', 'not_received', 'refunded', 'failed')),
  hold_transfer_id  bigint,
  reject_reason     text,
  decided_by        text,
  decided_at        timestamptz,
  -- 'member', 'auto' (forced after the deadline: never refunded), 'operator' (dispute closed as paid).
  confirmed_by      text CHECK (confirmed_by IN ('member', 'auto', 'operator')),
  confirmed_at      timestamptz,
  dispute_note      text,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  UNIQUE (member_id, request_key)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, decided_at);

-- Proof images of a "not received" report (png/jpg checked by content; at most 3 of 5 MB).
CREATE TABLE withdrawal_proofs (
  id             bigserial PRIMARY KEY,
  withdrawal_id  bigint NOT NULL REFERENCES withdrawals (id),
  mime           text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data           bytea NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX withdrawal_proofs_withdrawal_idx ON withdrawal_proofs (withdrawal_id);

-- Transfers between a member and its upline agent, or an agent and its own downline.
CREATE TABLE member_transfers (
  id               bigserial PRIMARY KEY,
  from_member_id   bigint NOT NULL REFERENCES members (id),
  to_member_id     bigint NOT NULL REFERENCES members (id),
  direction        text NOT NULL CHECK (direction IN ('to_upline', 'to_downline')),
  amount           bigint NOT NULL CHECK (amount > 0),
  request_key      text NOT NULL,
  transfer_id      bigint NOT NULL,
  created_at       timestamptz NOT NULL,
  UNIQUE (from_member_id, request_key)
);
CREATE INDEX member_transfers_to_idx ON member_transfers (to_member_id, created_at DESC);

-- Main wallet <-> vendor wallet transfers (the transfer-wallet model). The main side is held by a
-- pending ledger transfer while the vendor call is in flight; 'unknown' means the vendor did not
-- answer and the status check has not settled it yet.
CREATE TABLE vendor_transfers (
  id                bigserial PRIMARY KEY,
  member_id         bigint NOT NULL REFERENCES members (id),
  vendor            text NOT NULL,
  direction         text NOT NULL CHECK (direction IN ('in', 'out')),
  amount            bigint NOT NULL CHECK (amount > 0),
  request_key       text NOT NULL,
  -- The reference the vendor knows the transfer by (unique, also the ledger key stem).
  reference         text NOT NULL UNIQUE,
  status            text NOT NULL CHECK (status IN ('pending', 'unknown', 'succeeded', 'failed')),
  hold_transfer_id  bigint,
  failure           text,
  created_at        timestamptz NOT NULL,
  finished_at       timestamptz,
  UNIQUE (member_id, request_key)
);
CREATE INDEX vendor_transfers_open_idx ON vendor_transfers (status) WHERE status IN ('pending', 'unknown');
