-- Operators' failed logins no longer lock the account (anyone knowing an operator's name could lock it):
-- each failure is kept per (operator, address) and slows that pair with growing delays
-- (operators.service.ts). failed_logins / locked_until stay for old rows but are no longer written.
CREATE TABLE operator_login_failures (
  id          bigserial PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  ip          text NOT NULL,
  user_agent  text,
  at          timestamptz NOT NULL
);
CREATE INDEX operator_login_failures_pair_idx ON operator_login_failures (operator_id, ip, at);
CREATE INDEX operator_login_failures_at_idx ON operator_login_failures (at);

-- A seeded operator (its password is published) must choose its own before anything else: its sessions
-- reach only the password change, session and logout endpoints until then.
ALTER TABLE operators ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;

-- Cached operator sessions carry this flag: a change anywhere drops them in every process (as 0097 does
-- for status and username).
CREATE TRIGGER operators_password_changed AFTER UPDATE OF password_hash, password_change_required ON operators
  FOR EACH ROW EXECUTE FUNCTION notify_operator_changed();
