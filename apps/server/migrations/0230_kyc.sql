-- Identity verification (KYC, issue 18.5): a member's level, their requests and the document images.

-- The member's current level; no row = 'none'. Changed only by an operator's approval (audited).
CREATE TABLE member_verification (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  level       text NOT NULL CHECK (level IN ('none', 'basic', 'full')),
  request_id  bigint,
  updated_at  timestamptz NOT NULL,
  updated_by  text NOT NULL
);

-- Every request and its decision: the member's and the operator's history of verification changes.
CREATE TABLE kyc_requests (
  id             bigserial PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  level          text NOT NULL CHECK (level IN ('basic', 'full')),
  -- The member's level when they asked (and, once approved, what the approval changed it from).
  level_before   text NOT NULL CHECK (level_before IN ('none', 'basic', 'full')),
  status         text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  full_name      text NOT NULL,
  birth_date     date NOT NULL,
  id_number      text NOT NULL,
  -- The account's birthday when the request was made (from registration), shown beside the claimed one.
  account_birth_date date,
  reject_reason  text,
  decided_by     text,
  decided_at     timestamptz,
  created_at     timestamptz NOT NULL,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);
-- One request waiting for review per member: parallel submissions cannot both insert.
CREATE UNIQUE INDEX kyc_requests_one_pending ON kyc_requests (member_id) WHERE status = 'pending';
CREATE INDEX kyc_requests_member_idx ON kyc_requests (member_id, id DESC);
CREATE INDEX kyc_requests_queue_idx ON kyc_requests (status, id);

-- Document images, in the database (never a file under a served path): read only through the operator's
-- review API and the owner's own API. Types checked by content (png/jpg); at most 3 of 5 MB per request.
CREATE TABLE kyc_documents (
  id          bigserial PRIMARY KEY,
  request_id  bigint NOT NULL REFERENCES kyc_requests (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  position    smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  mime        text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size        integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  data        bytea NOT NULL,
  created_at  timestamptz NOT NULL,
  UNIQUE (request_id, position)
);
CREATE INDEX kyc_documents_member_idx ON kyc_documents (member_id);
-- PNG and JPEG are compressed already: keep them out of line without a second, useless compression.
ALTER TABLE kyc_documents ALTER COLUMN data SET STORAGE EXTERNAL;
