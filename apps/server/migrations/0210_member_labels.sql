-- Member labels (issue 16's "member labels" eligibility; spec memberInfo.memberLabel): operator-defined tags a
-- promotion may be limited to. A promotion's eligibility names labels by code (stable), members show the name.
CREATE TABLE member_labels (
  id          bigserial PRIMARY KEY,
  code        text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  -- { "vi": "…", "en": "…" }
  names       jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  created_by  text NOT NULL
);

-- Who holds which label, who gave it and when. The primary key makes a repeated assignment a no-op.
CREATE TABLE member_label_assignments (
  member_id    bigint NOT NULL REFERENCES members (id),
  label_id     bigint NOT NULL REFERENCES member_labels (id),
  assigned_at  timestamptz NOT NULL,
  assigned_by  text NOT NULL,
  PRIMARY KEY (member_id, label_id)
);
-- The rebate job's eligibility looks members up by label.
CREATE INDEX member_label_assignments_label ON member_label_assignments (label_id, member_id);
