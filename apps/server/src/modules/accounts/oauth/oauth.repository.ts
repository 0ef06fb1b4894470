import type { OauthProvider } from '@app/contracts';
import type { Queryable } from '../../../platform/db/connect.js';

export interface OauthFlowRow {
  provider: OauthProvider;
  binding_hash: Buffer;
  code_verifier: string;
  nonce: string;
  popup: boolean;
  expires_at: Date;
}

export async function insertFlow(
  db: Queryable,
  f: {
    stateHash: Buffer;
    bindingHash: Buffer;
    provider: OauthProvider;
    codeVerifier: string;
    nonce: string;
    popup: boolean;
    ip: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db`INSERT INTO oauth_flows (state_hash, binding_hash, provider, code_verifier, nonce, popup, ip, created_at,
      expires_at)
    VALUES (${f.stateHash}, ${f.bindingHash}, ${f.provider}, ${f.codeVerifier}, ${f.nonce}, ${f.popup}, ${f.ip},
      ${f.at}, ${f.expiresAt})`;
}

/** Removes and returns a flow, so a state can be used once at most (an expired one is returned too: the caller decides). */
export async function takeFlow(db: Queryable, stateHash: Buffer): Promise<OauthFlowRow | null> {
  const rows = await db<OauthFlowRow[]>`DELETE FROM oauth_flows WHERE state_hash = ${stateHash}
    RETURNING provider, binding_hash, code_verifier, nonce, popup, expires_at`;
  return rows[0] ?? null;
}

/** Flows nobody came back for; called opportunistically so the table stays small. */
export async function pruneFlows(db: Queryable, now: Date): Promise<void> {
  await db`DELETE FROM oauth_flows WHERE expires_at < ${now}`;
  await db`DELETE FROM oauth_login_codes WHERE expires_at < ${now}`;
}

export async function findIdentity(
  db: Queryable,
  provider: OauthProvider,
  subject: string,
): Promise<{ member_id: number } | null> {
  const rows = await db<{ member_id: number }[]>`SELECT member_id FROM oauth_identities
    WHERE provider = ${provider} AND subject = ${subject}`;
  return rows[0] ?? null;
}

/** Links (provider, subject) to a member; returns false when another sign-in linked it first. */
export async function insertIdentity(
  db: Queryable,
  i: { provider: OauthProvider; subject: string; memberId: number; email: string | null; at: Date },
): Promise<boolean> {
  const rows = await db`INSERT INTO oauth_identities (provider, subject, member_id, email, created_at, last_login_at)
    VALUES (${i.provider}, ${i.subject}, ${i.memberId}, ${i.email}, ${i.at}, ${i.at})
    ON CONFLICT (provider, subject) DO NOTHING RETURNING 1`;
  return rows.length > 0;
}

export async function touchIdentity(
  db: Queryable,
  provider: OauthProvider,
  subject: string,
  email: string | null,
  at: Date,
): Promise<void> {
  await db`UPDATE oauth_identities SET last_login_at = ${at}, email = COALESCE(${email}, email)
    WHERE provider = ${provider} AND subject = ${subject}`;
}

export async function insertLoginCode(
  db: Queryable,
  c: { codeHash: Buffer; memberId: number; provider: OauthProvider; at: Date; expiresAt: Date },
): Promise<void> {
  await db`INSERT INTO oauth_login_codes (code_hash, member_id, provider, created_at, expires_at)
    VALUES (${c.codeHash}, ${c.memberId}, ${c.provider}, ${c.at}, ${c.expiresAt})`;
}

/** Marks a live, unused code used and returns its member; null for unknown, expired or replayed codes. */
export async function takeLoginCode(
  db: Queryable,
  codeHash: Buffer,
  now: Date,
): Promise<{ member_id: number; provider: OauthProvider } | null> {
  const rows = await db<{ member_id: number; provider: OauthProvider }[]>`UPDATE oauth_login_codes
    SET used_at = ${now}
    WHERE code_hash = ${codeHash} AND used_at IS NULL AND expires_at > ${now}
    RETURNING member_id, provider`;
  return rows[0] ?? null;
}
