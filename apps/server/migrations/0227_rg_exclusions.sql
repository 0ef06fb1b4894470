-- Issue 18.3: time-outs and self-exclusions. A row is never deleted: it runs from starts_at until ends_at
-- (NULL: indefinite). Only support can end an indefinite one, by setting lift_at (the request time plus the
-- cooling period); lifted_by / lift_reason say who and why (the audit log has the full record).
CREATE TABLE rg_exclusions (
  id           bigserial PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id),
  kind         text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz,
  lift_at      timestamptz,
  lifted_by    text,
  lift_reason  text,
  created_at   timestamptz NOT NULL,
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (kind = 'self_exclusion' OR ends_at IS NOT NULL)
);
-- The check on every bet reads a member's exclusions: few rows per member, newest first.
CREATE INDEX rg_exclusions_member_idx ON rg_exclusions (member_id, starts_at DESC);

-- True while a time-out or self-exclusion of the member runs at `at`. Other modules (marketing sends in the
-- inbox) filter with it: `WHERE NOT rg_excluded(m.id, $now)`.
CREATE FUNCTION rg_excluded(p_member bigint, p_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM rg_exclusions x
     WHERE x.member_id = p_member
       AND x.starts_at <= p_at
       AND (x.ends_at IS NULL OR x.ends_at > p_at)
       AND (x.lift_at IS NULL OR x.lift_at > p_at))
$$;
