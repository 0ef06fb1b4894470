import { encryptForServer, importServerPublicKey, solvePow } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { fixtureHash } from '../../../../test/fixture-hash.js';
import { createTestApp } from '../../../../test/harness.js';
import type { ManualClock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { putSetting } from '../../system/index.js';
import { ACCOUNTS_POLICY_KEY } from '../accounts.policy.js';
import { insertMember, type MemberRow, type NewMember } from '../members.repository.js';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
}

/** The real app on a fresh database, with a cheap proof of work so tests stay fast. */
export async function accountsApp(policy: Record<string, unknown> = {}): Promise<Harness> {
  const h = await createTestApp();
  await setPolicy(h, policy);
  return h;
}

export async function setPolicy(h: Harness, policy: Record<string, unknown>): Promise<void> {
  await putSetting(h.db, ACCOUNTS_POLICY_KEY, { powDifficulty: 2, ...policy }, h.clock.now());
}

/** Encrypts a payload the way the browser does, against the server's published key. */
export async function encrypt(h: Harness, payload: unknown) {
  const { kid, spki } = (await h.app.inject('/wps/system/publicKey')).json().value;
  return encryptForServer(await importServerPublicKey(spki), kid, payload, h.clock.now().getTime());
}

/** A solved challenge, asked for from `ip` (challenges are rate-limited and capped per address). */
export async function pow(h: Harness, ip = '10.0.0.1') {
  const ch = (await h.app.inject({ url: '/wps/session/challenge', remoteAddress: ip })).json().value;
  return { id: ch.id as string, counter: await solvePow(ch) };
}

let ipCounter = 1;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export async function makeMember(
  h: Harness,
  m: Partial<Omit<NewMember, 'passwordHash'>> & { account: string; password?: string | null },
): Promise<MemberRow> {
  const { password = 'Secret123', ...rest } = m;
  return insertMember(h.db, {
    type: 0,
    ...rest,
    passwordHash: password === null ? null : await fixtureHash(password),
    createdAt: h.clock.now(),
  });
}

/** Solves a captcha by reading its answer from the table (the tests' stand-in for eyes). */
export async function solvedCaptcha(h: Harness, ip: string) {
  const res = await h.app.inject({ url: '/wps/captcha', remoteAddress: ip });
  const { captchaId } = res.json().value;
  const [row] = await h.db<{ answer: string }[]>`SELECT answer FROM captchas WHERE id = ${captchaId}`;
  return { captchaId: captchaId as string, captcha: row!.answer };
}

export interface LoginInput {
  username: string;
  password: string;
  type?: 'username' | 'sms';
  remember?: boolean;
  area?: 'member' | 'agent';
  countryDialingCode?: string;
  captcha?: { captchaId: string; captcha: string };
  noPow?: boolean;
  /** The browser's User-Agent header (recorded with failures). */
  userAgent?: string;
}

export async function login(h: Harness, input: LoginInput, ip = '10.0.0.1') {
  const { captcha, noPow, userAgent, ...rest } = input;
  const payload = {
    type: 'username',
    ...rest,
    ...(captcha ?? {}),
    ...(noPow || input.type === 'sms' ? {} : { pow: await pow(h, ip) }),
  };
  return h.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encrypt(h, payload),
    remoteAddress: ip,
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code in the latest SMS sent to `phone`. */
export async function lastSmsCode(h: Harness, phone: string): Promise<string> {
  const rows = await h.db<
    { body: string }[]
  >`SELECT body FROM sms_outbox WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`;
  const code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

export async function lastMail(h: Harness, to: string): Promise<string> {
  const rows = await h.db<
    { body: string }[]
  >`SELECT body FROM mail_outbox WHERE to_address = ${to} ORDER BY id DESC LIMIT 1`;
  if (!rows[0]) throw new Error(`no mail for ${to}`);
  return rows[0].body;
}

export async function events(h: Harness, kind: string, memberId?: number): Promise<number> {
  const rows =
    memberId === undefined
      ? await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM security_events WHERE kind = ${kind}`
      : await h.db<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM security_events WHERE kind = ${kind} AND member_id = ${memberId}`;
  return rows[0]!.n;
}
