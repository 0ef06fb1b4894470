-- Issue 18.6: a member's own history of safer-gambling changes (limits, reality check, exclusions) is read
-- from the audit log by subject; the log had no index on it.
CREATE INDEX audit_log_rg_subject_idx ON audit_log (subject, at DESC)
  WHERE action LIKE 'rg.%' OR action = 'deposit_limits.set';
