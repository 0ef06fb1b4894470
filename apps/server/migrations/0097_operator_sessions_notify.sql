-- Server processes keep live operator sessions in memory for a few seconds (operators/operator-sessions.cache.ts),
-- so that a back-office call does not read its session from the database on every request. Whatever ends a
-- session or changes the operator behind it notifies every process, whichever path made the change (the
-- server, the operator CLI, an operator's manual SQL): the payload is the operator id, whose cached sessions
-- are dropped. NOTIFY is delivered on commit, so a rolled-back revocation drops nothing.
CREATE FUNCTION notify_operator_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('operator_sessions_changed', OLD.operator_id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER operator_sessions_ended AFTER UPDATE OF revoked_at OR DELETE ON operator_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_operator_session_ended();

CREATE FUNCTION notify_operator_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('operator_sessions_changed', OLD.id::text);
  RETURN NULL;
END $$;

-- The principal carries the username; a disabled operator's sessions stop at once.
CREATE TRIGGER operators_changed AFTER UPDATE OF status, username OR DELETE ON operators
  FOR EACH ROW EXECUTE FUNCTION notify_operator_changed();
