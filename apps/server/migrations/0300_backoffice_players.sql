-- Back office, players (issue 19): the search indexes, operator notes, the forced password change after an
-- operator's reset, and four-eyes balance adjustments.

-- Search "by anything" is a prefix match per field kind (backoffice-players/players.search.ts), so each field
-- gets a text_pattern_ops b-tree: `lower(x) LIKE 'abc%'` is one index range whatever the collation, and an exact
-- value is the same range. Prefix b-trees beat trigram indexes here: a typed phone, e-mail, bank account or IP
-- is the start of the value, and a range read stays under a millisecond on a million players.
CREATE INDEX members_account_prefix_idx ON members (lower(account) text_pattern_ops);
CREATE INDEX members_mobile_prefix_idx ON members (mobile text_pattern_ops) WHERE mobile IS NOT NULL;
CREATE INDEX members_email_prefix_idx ON members (lower(email) text_pattern_ops) WHERE email IS NOT NULL;
CREATE INDEX members_register_ip_idx ON members (register_ip text_pattern_ops) WHERE register_ip IS NOT NULL;
-- Every binding ever made (an unbound account still links its past holder).
CREATE INDEX member_bank_accounts_number_prefix_idx ON member_bank_accounts (account_number text_pattern_ops);
-- Login addresses (member_ips' primary key starts with member_id, so it cannot find members by address).
CREATE INDEX member_ips_ip_idx ON member_ips (ip text_pattern_ops, member_id);
-- Sorting the whole list by registration or last login, and the registered-date filter.
CREATE INDEX members_created_idx ON members (created_at, id);
CREATE INDEX members_last_login_idx ON members (last_login_at DESC NULLS LAST, id DESC);
-- Locked players are few: the "locked" filter reads them without walking every member.
CREATE INDEX members_locked_idx ON members (id) WHERE status <> 'active';

-- An operator reset the password: the next login must change it first (sessions.password_change_required),
-- cleared by any password change (members.repository.ts setPassword).
ALTER TABLE members ADD COLUMN password_must_change boolean NOT NULL DEFAULT false;

-- Operators' notes on a player: append-only (a correction is a new note).
CREATE TABLE player_notes (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  author      text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX player_notes_member_idx ON player_notes (member_id, id DESC);

-- The amount above which a manual adjustment needs a second operator (minor units; NULL: never).
CREATE TABLE adjustment_policy (
  one                 boolean PRIMARY KEY DEFAULT true CHECK (one),
  approval_threshold  bigint CHECK (approval_threshold IS NULL OR approval_threshold >= 0),
  updated_at          timestamptz
);
-- 100,000,000 VND: on from the start, above the e2e journeys' and benches' own seed credits.
INSERT INTO adjustment_policy (approval_threshold) VALUES (10000000000);

-- An adjustment above the threshold waits here for a different operator. Approval posts it through the
-- adjustments service with the ledger key 'adjust-request:<id>', so it moves money once whoever approves.
CREATE TABLE adjustment_requests (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  direction       text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount          bigint NOT NULL CHECK (amount > 0),
  reason          text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by    bigint NOT NULL REFERENCES operators (id),
  requested_actor text NOT NULL,
  -- The requester's own key: a retried request creates one row.
  request_key     text NOT NULL,
  requested_at    timestamptz NOT NULL,
  decided_by      bigint REFERENCES operators (id),
  decided_actor   text,
  decided_at      timestamptz,
  decision_reason text,
  transfer_id     bigint REFERENCES ledger_transfers (id),
  UNIQUE (requested_by, request_key),
  CHECK ((status = 'approved') = (transfer_id IS NOT NULL))
);
CREATE INDEX adjustment_requests_pending_idx ON adjustment_requests (id) WHERE status = 'pending';
CREATE INDEX adjustment_requests_member_idx ON adjustment_requests (member_id, id DESC);
