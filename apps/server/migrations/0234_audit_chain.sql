-- Issue 19: the audit log becomes append-only and tamper-evident.
--
-- Every row is chained to the one before it: hash = sha256(previous hash || canonical entry), where the
-- canonical entry is the jsonb text of [chain_seq, id, at in epoch microseconds, actor, action, subject, before,
-- after, ip, request_id, transfer_id] (jsonb's text form is deterministic). Rows are written by many paths
-- (writeAudit, the settings repository, ledger_transfer's own INSERT, agent services, manual SQL), so the chain
-- is kept by the database, not by one function.
--
-- A row is sealed at COMMIT by a deferred constraint trigger, which takes the one chain-head row's lock: parallel
-- writers queue only for the instant between their seal and their commit, never while they hold other locks
-- (sealing at INSERT would hold the head lock through the rest of the transaction, serialising every audited
-- transaction and inviting deadlocks with whatever it locks later). chain_seq is the order of sealing, so
-- there is one chain and no fork; ids may be sealed out of id order.
--
-- UPDATE, DELETE and TRUNCATE are refused by triggers (the sealing update alone passes: it only fills the
-- chain columns of an unsealed row, content unchanged). A table owner can still disable triggers; then
-- `npm run audit:verify` (or GET /wps/operator/audit/verify) finds the edited, deleted or unsealed rows.

ALTER TABLE audit_log
  ADD COLUMN chain_seq bigint UNIQUE,
  ADD COLUMN prev_hash bytea,
  ADD COLUMN hash      bytea;

CREATE TABLE audit_chain_head (
  one  boolean PRIMARY KEY DEFAULT true CHECK (one),
  seq  bigint NOT NULL,
  hash bytea  NOT NULL
);

CREATE FUNCTION audit_entry_hash(prev bytea, seq bigint, r audit_log) RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(coalesce(prev, '\x'::bytea) || convert_to(jsonb_build_array(
    seq, r.id, (extract(epoch FROM r.at) * 1000000)::bigint, r.actor, r.action, r.subject, r.before, r.after,
    r.ip, r.request_id, r.transfer_id)::text, 'UTF8'))
$$;

-- The rows written before this migration, chained in id order.
DO $$
DECLARE
  r  audit_log%ROWTYPE;
  s  bigint := 0;
  ph bytea := '\x'::bytea;
  nh bytea;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    s := s + 1;
    nh := audit_entry_hash(ph, s, r);
    UPDATE audit_log SET chain_seq = s, prev_hash = ph, hash = nh WHERE id = r.id;
    ph := nh;
  END LOOP;
  INSERT INTO audit_chain_head (seq, hash) VALUES (s, ph);
END $$;

CREATE FUNCTION audit_log_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r audit_log%ROWTYPE;
  h audit_chain_head%ROWTYPE;
  nh bytea;
BEGIN
  SELECT * INTO r FROM audit_log WHERE id = NEW.id;
  IF NOT FOUND OR r.hash IS NOT NULL THEN RETURN NULL; END IF;
  SELECT * INTO h FROM audit_chain_head FOR UPDATE;
  nh := audit_entry_hash(h.hash, h.seq + 1, r);
  UPDATE audit_log SET chain_seq = h.seq + 1, prev_hash = h.hash, hash = nh WHERE id = NEW.id;
  UPDATE audit_chain_head SET seq = h.seq + 1, hash = nh;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER audit_log_chain AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_log_seal();

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND NEW.hash IS NOT NULL
     AND (NEW.id, NEW.at, NEW.actor, NEW.action, NEW.subject, NEW.before, NEW.after, NEW.ip, NEW.request_id,
          NEW.transfer_id)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.at, OLD.actor, OLD.action, OLD.subject, OLD.before, OLD.after, OLD.ip, OLD.request_id,
          OLD.transfer_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = '42501';
END $$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- The chain head moves only by sealing.
CREATE FUNCTION audit_chain_head_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.seq = OLD.seq + 1 THEN RETURN NEW; END IF;
  RAISE EXCEPTION 'audit_chain_head moves only by sealing' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_chain_head_guard BEFORE UPDATE OR DELETE ON audit_chain_head
  FOR EACH ROW EXECUTE FUNCTION audit_chain_head_guard();

-- The browser's filters: by action and by subject, newest first.
CREATE INDEX audit_log_action_idx ON audit_log (action, id);
CREATE INDEX audit_log_subject_idx ON audit_log (subject, id) WHERE subject IS NOT NULL;
