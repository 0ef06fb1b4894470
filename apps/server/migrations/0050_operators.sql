-- Operators: the back-office role. Separate from members so a member can never become an operator by
-- a type or role change, and an operator token can never act as a member.
CREATE TABLE operators (
  id                  bigserial PRIMARY KEY,
  username            text NOT NULL,
  -- argon2id (accounts/passwords/password.hasher.ts).
  password_hash       text NOT NULL,
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  -- Consecutive failed logins; at the threshold the account locks until locked_until.
  failed_logins       integer NOT NULL DEFAULT 0,
  locked_until        timestamptz,
  password_changed_at timestamptz,
  created_at          timestamptz NOT NULL
);
CREATE UNIQUE INDEX operators_username_key ON operators (lower(username));

-- Opaque bearer sessions (256 random bits, only the SHA-256 kept), expiring and revocable.
CREATE TABLE operator_sessions (
  id           bigserial PRIMARY KEY,
  token_hash   bytea NOT NULL UNIQUE,
  operator_id  bigint NOT NULL REFERENCES operators (id),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

-- Operator actions are looked up by who and what.
CREATE INDEX audit_log_actor_idx ON audit_log (actor, at);
