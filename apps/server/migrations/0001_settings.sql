-- Operator settings: one JSON value per key. Typed and validated by the module that owns the key.
CREATE TABLE settings (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every change to money, permissions or operator settings leaves a record here.
CREATE TABLE audit_log (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL,
  actor      text NOT NULL,
  action     text NOT NULL,
  subject    text,
  before     jsonb,
  after      jsonb,
  ip         text,
  request_id text
);
CREATE INDEX audit_log_at_idx ON audit_log (at);
