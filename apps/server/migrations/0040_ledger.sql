-- The double-entry ledger (ARCHITECTURE.md "Money"; anchors: TigerBeetle accounts/transfers, Stripe
-- idempotency keys). Only apps/server/src/modules/ledger writes these tables.

-- One row per account. Balances are kept on the row (updated in the same transaction as the transfer
-- that moves them) so a balance read is one row and a debit is one conditional UPDATE.
-- Sign convention: posted = credits − debits. A member's cash account is credited by a deposit (goes
-- up); the payment-clearing house account is debited by it (goes down, may be negative).
CREATE TABLE ledger_accounts (
  id               bigserial PRIMARY KEY,
  -- Stable name: 'm:<memberId>:cash', 'm:<memberId>:vendor:<CODE>', 'h:game_revenue:VND', …
  code             text NOT NULL UNIQUE,
  owner_member_id  bigint REFERENCES members (id),
  kind             text NOT NULL,
  vendor           text,
  -- 'VND' minor units (1/100), loyalty 'POINT', trial-account 'PLAY' money: never mixed.
  unit             text NOT NULL CHECK (unit IN ('VND', 'POINT', 'PLAY')),
  -- A protected balance never goes below zero (member wallets); house clearing accounts may.
  protected        boolean NOT NULL,
  posted           bigint NOT NULL DEFAULT 0,
  -- Amounts reserved by open pending transfers, debit and credit side.
  pending_debits   bigint NOT NULL DEFAULT 0 CHECK (pending_debits >= 0),
  pending_credits  bigint NOT NULL DEFAULT 0 CHECK (pending_credits >= 0),
  created_at       timestamptz NOT NULL,
  -- The second guard behind the conditional UPDATE in the ledger service: available = posted − reserved.
  CONSTRAINT ledger_accounts_protected_nonnegative CHECK (NOT protected OR posted - pending_debits >= 0)
);
CREATE INDEX ledger_accounts_owner_idx ON ledger_accounts (owner_member_id) WHERE owner_member_id IS NOT NULL;

-- Immutable transfers. A two-phase transfer is a 'pending' row; its outcome is a second row ('posted'
-- or 'voided') naming it in pending_id, so nothing is ever updated and a pending resolves at most once.
CREATE TABLE ledger_transfers (
  id                 bigserial PRIMARY KEY,
  idempotency_key    text NOT NULL,
  -- SHA-256 of the request fields: a retry with the same key must carry the same request.
  request_hash       text NOT NULL,
  debit_account_id   bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id  bigint NOT NULL REFERENCES ledger_accounts (id),
  amount             bigint NOT NULL CHECK (amount > 0),
  unit               text NOT NULL CHECK (unit IN ('VND', 'POINT', 'PLAY')),
  kind               text NOT NULL,
  reference          text,
  status             text NOT NULL CHECK (status IN ('posted', 'pending', 'voided')),
  pending_id         bigint REFERENCES ledger_transfers (id),
  -- Transfers written together (linked: all or none) share a batch id.
  batch_id           uuid,
  created_at         timestamptz NOT NULL,
  CHECK (debit_account_id <> credit_account_id),
  -- A void row releases the whole reservation; it names a pending and carries its amount.
  CHECK (status <> 'voided' OR pending_id IS NOT NULL),
  CHECK (status <> 'pending' OR pending_id IS NULL)
);
CREATE UNIQUE INDEX ledger_transfers_idempotency_key ON ledger_transfers (idempotency_key);
CREATE UNIQUE INDEX ledger_transfers_one_resolution ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, created_at);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, created_at);
CREATE INDEX ledger_transfers_reference_idx ON ledger_transfers (reference) WHERE reference IS NOT NULL;

-- Transfers are immutable: a correction is a new transfer. Refuse UPDATE and DELETE outright.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers rows are immutable' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_transfers_no_update BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
