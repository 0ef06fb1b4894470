-- Issue 19 (back office): operator roles, TOTP two-factor and the back office's security settings.

-- Roles (modules/backoffice/roles.ts lists each role's permissions). Operators that exist already (the seeded
-- demo operator, those made with the CLI) were all-powerful until now: they become owners. New ones get what
-- the creator chooses; the column's default is the least powerful role.
ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'owner'
  CHECK (role IN ('owner', 'admin', 'finance', 'risk', 'support', 'marketing', 'read_only'));
ALTER TABLE operators ALTER COLUMN role SET DEFAULT 'read_only';

-- TOTP (RFC 6238): the enrolled secret (base32), a secret offered but not yet confirmed, and the last time step
-- a code was accepted for (a code is good once: a replayed code of that step or an earlier one is refused).
ALTER TABLE operators
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_enrolled_at timestamptz,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_last_step bigint;

-- The principal carries the role: a role change drops every process's cached sessions of that operator
-- (the channel of migration 0097), so it applies on the next call.
CREATE TRIGGER operators_role_changed AFTER UPDATE OF role ON operators
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION notify_operator_changed();

-- One row: the back office's security settings, changed from the back office (audited).
CREATE TABLE operator_security_settings (
  one           boolean PRIMARY KEY DEFAULT true CHECK (one),
  -- A session unused this long ends (it slides with use, within the 12-hour absolute lifetime).
  idle_minutes  integer NOT NULL DEFAULT 30 CHECK (idle_minutes BETWEEN 5 AND 720),
  -- Addresses or CIDR ranges operators may log in and call from; empty = any. Loopback is always allowed.
  ip_allow_list text[]  NOT NULL DEFAULT '{}',
  -- On: an operator without TOTP reaches only the enrolment (and its session, password, logout) until it enrols.
  totp_required boolean NOT NULL DEFAULT false,
  updated_at    timestamptz
);
INSERT INTO operator_security_settings DEFAULT VALUES;
