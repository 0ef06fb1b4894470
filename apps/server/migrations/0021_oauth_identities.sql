-- Google and Facebook sign-in (OpenID Connect authorization-code flow with PKCE).

-- A member's link to a provider account: the provider's stable subject identifier, never its tokens.
CREATE TABLE oauth_identities (
  provider      text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject       text NOT NULL,
  member_id     bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The email the provider vouched for (email_verified) at the last sign-in, if any.
  email         text,
  created_at    timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX oauth_identities_member_idx ON oauth_identities (member_id);

-- One started sign-in: kept server-side, short-lived, taken (deleted) by the callback. The state and the
-- browser-binding value are stored only as SHA-256 hashes; the PKCE verifier and nonce never leave the server.
CREATE TABLE oauth_flows (
  state_hash    bytea PRIMARY KEY,
  binding_hash  bytea NOT NULL,
  provider      text NOT NULL,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  -- Started from the login popup window (spec §2): the callback returns to /login?popup=1.
  popup         boolean NOT NULL DEFAULT false,
  ip            text,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX oauth_flows_expires_idx ON oauth_flows (expires_at);

-- The single-use code the callback hands to the web app (in the URL fragment) to fetch its session.
-- Only its SHA-256 hash is stored; it expires within 60 seconds.
CREATE TABLE oauth_login_codes (
  code_hash  bytea PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  provider   text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX oauth_login_codes_expires_idx ON oauth_login_codes (expires_at);
