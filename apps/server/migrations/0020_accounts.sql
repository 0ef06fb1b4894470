-- Accounts: members (players, agents, trial accounts), sessions and everything that guards them.

-- Key pairs for the hybrid-encrypted payloads. The newest active key is published; retired keys stay
-- readable for a while so bodies encrypted just before a rotation still open.
CREATE TABLE server_keys (
  kid          text PRIMARY KEY,
  public_spki  text NOT NULL,
  private_pkcs8 text NOT NULL,
  created_at   timestamptz NOT NULL,
  retired_at   timestamptz
);
-- At most one key is active (not retired) at a time.
CREATE UNIQUE INDEX server_keys_one_active ON server_keys ((true)) WHERE retired_at IS NULL;

-- Rate-limit counters, one row per bucket, key and window start (fixed windows; the sliding variant
-- weighs the previous window).
CREATE TABLE rate_limit_windows (
  bucket       text NOT NULL,
  key          text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL,
  PRIMARY KEY (bucket, key, window_start)
);
CREATE INDEX rate_limit_windows_start_idx ON rate_limit_windows (window_start);

CREATE TABLE members (
  id                  bigserial PRIMARY KEY,
  account             text NOT NULL,
  nickname            text NOT NULL DEFAULT '',
  -- Spec §6: 0 member, 1/2/41/42 agent class, 4 trial (free play).
  type                integer NOT NULL DEFAULT 0,
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  password_hash       text,
  password_changed_at timestamptz,
  country_code        text NOT NULL DEFAULT '84',
  mobile              text,
  email               text,
  payee_name          text,
  birthday            date,
  upline_id           bigint REFERENCES members (id),
  affiliate_code      text,
  referral_code       text,
  register_method     text,
  register_url        text,
  register_ip         text,
  -- The extra check a regular member passes when logging in from a new IP: sms, email, bankName, totp.
  security_check      text CHECK (security_check IN ('sms', 'email', 'bankName', 'totp')),
  totp_secret         text,
  avatar              text NOT NULL DEFAULT '',
  contact             jsonb NOT NULL DEFAULT '{}',
  locked_until        timestamptz,
  first_login_done_at timestamptz,
  last_login_at       timestamptz,
  created_at          timestamptz NOT NULL
);
CREATE UNIQUE INDEX members_account_ci ON members (lower(account));
CREATE UNIQUE INDEX members_mobile ON members (mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code_ci ON members (lower(affiliate_code)) WHERE affiliate_code IS NOT NULL;

-- Opaque bearer sessions: only the SHA-256 of the token is stored.
CREATE TABLE sessions (
  id          bigserial PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  member_id   bigint NOT NULL REFERENCES members (id),
  login_type  text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  ip          text
);
CREATE INDEX sessions_member_idx ON sessions (member_id) WHERE revoked_at IS NULL;

-- Remember-me tokens (1 day), revocable; never a password.
CREATE TABLE remember_tokens (
  id          bigserial PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  member_id   bigint NOT NULL REFERENCES members (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX remember_tokens_member_idx ON remember_tokens (member_id) WHERE revoked_at IS NULL;

-- Every login, failure, lockout, password change and new-IP check. Failures in the last hour are
-- counted from here for the lockout, so the count is exact over any rolling hour.
CREATE TABLE security_events (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL,
  member_id  bigint REFERENCES members (id),
  account    text,
  kind       text NOT NULL,
  ip         text,
  details    jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX security_events_member_kind_idx ON security_events (member_id, kind, at);
CREATE INDEX security_events_at_idx ON security_events (at);

-- IPs a member has logged in from (the new-IP check).
CREATE TABLE member_ips (
  member_id  bigint NOT NULL REFERENCES members (id),
  ip         text NOT NULL,
  first_seen timestamptz NOT NULL,
  last_seen  timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- Pending new-IP checks: the login is finished by POST /wps/session/login/verify.
CREATE TABLE new_ip_checks (
  id           text PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id),
  ip           text NOT NULL,
  method       text NOT NULL,
  answer_hash  bytea,
  login_type   text NOT NULL,
  remember     boolean NOT NULL,
  must_change  boolean NOT NULL DEFAULT false,
  area         text NOT NULL DEFAULT 'member',
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  completed_at timestamptz
);

-- Anti-bot proof-of-work challenges: single use, short-lived.
CREATE TABLE pow_challenges (
  id         text PRIMARY KEY,
  salt       text NOT NULL,
  difficulty integer NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- Captchas: single use, short-lived. The answer is kept as text: it guards against bots, not against
-- someone who can read this table, and it lets operators and tests read it.
CREATE TABLE captchas (
  id         text PRIMARY KEY,
  answer     text NOT NULL,
  ip         text,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- SMS codes: only a hash is stored; expire; limited attempts.
CREATE TABLE sms_codes (
  id          bigserial PRIMARY KEY,
  phone       text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('login', 'reset', 'register')),
  code_hash   bytea NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  ip          text
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, purpose, created_at DESC);

-- Development SMS provider: messages land here for the operator and the tests to read.
CREATE TABLE sms_outbox (
  id         bigserial PRIMARY KEY,
  phone      text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Development mail transport: messages land here.
CREATE TABLE mail_outbox (
  id         bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Password-reset links sent by e-mail: single use, short-lived, stored as a hash.
CREATE TABLE password_resets (
  id         bigserial PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  member_id  bigint NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
