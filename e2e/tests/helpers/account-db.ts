import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import postgres from 'postgres';
import { databaseURL, expect } from '../../fixtures.js';

/** Runs `fn` with a one-connection client on the e2e database. */
export async function withDb<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseURL(), { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A fresh username (letter first, 2–15 letters or digits) that no other journey uses. */
export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`.slice(0, 15);
}

/** A fresh Vietnamese mobile number in national form (0 + 9 digits starting 9), unlikely to be taken. */
export function freshMobile(): { national: string; e164: string } {
  const rest = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { national: `09${rest}`, e164: `849${rest}` };
}

/**
 * Gives the page its own client address (X-Forwarded-For; the e2e server trusts the proxy header),
 * so per-IP limits (SMS resend, captcha refresh, registrations per hour, captcha after failures)
 * of parallel journeys do not add up on 127.0.0.1.
 */
export async function useOwnIp(page: Page): Promise<string> {
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** Password of every member copied from demo01 (the demo01 seed password, same hash). */
export const MEMBER_PASSWORD = 'Demo@1234';
/** Password of every member copied from demo02: the default weak password that forces a change (spec §4). */
export const WEAK_PASSWORD = '{secret}';

export interface TestMember {
  account: string;
  password: string;
  /** E.164 digits without '+', e.g. 84912345678; null when made without a mobile. */
  mobile: string;
  /** The national number a player types, e.g. 0912345678. */
  nationalMobile: string;
}

/**
 * A fresh regular member for one test (tests run in parallel and some change state), made directly in
 * the database with the password hash of a seeded account (copied, so no hashing here): `demo01` (the
 * default) gives MEMBER_PASSWORD, `demo02` the weak default password. It has never logged in, so no
 * new-IP check. The seeded accounts themselves never change.
 */
export async function createMember(
  prefix: string,
  opts: { like?: 'demo01' | 'demo02'; account?: string; mobile?: { national: string; e164: string } | null } = {},
): Promise<TestMember> {
  const account = opts.account ?? freshUsername(prefix);
  const mobile = opts.mobile === undefined ? freshMobile() : opts.mobile;
  const like = opts.like ?? 'demo01';
  await withDb(
    (sql) => sql`INSERT INTO members (account, nickname, type, password_hash, password_changed_at, mobile,
        register_method, created_at)
      SELECT ${account}, ${account}, 0, password_hash, now(), ${mobile?.e164 ?? null}, 'E2E', now()
      FROM members WHERE account = ${like}`,
  );
  return {
    account,
    password: like === 'demo01' ? MEMBER_PASSWORD : WEAK_PASSWORD,
    mobile: mobile?.e164 ?? '',
    nationalMobile: mobile?.national ?? '',
  };
}

/** The newest SMS code (6 digits) the development provider wrote for `e164`, waiting for it to arrive. */
export async function latestSmsCode(e164: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const rows = await withDb(
          (sql) =>
            sql<
              { body: string }[]
            >`SELECT body FROM sms_outbox WHERE phone = ${e164} ORDER BY created_at DESC, id DESC LIMIT 1`,
        );
        code = rows[0] ? (/\b(\d{6})\b/.exec(rows[0].body)?.[1] ?? null) : null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/**
 * The answer of a captcha (the server keeps it in its captchas table): of the image shown in the page's
 * form, or of the captcha with this id.
 */
export async function captchaAnswer(from: Page | string): Promise<string> {
  let id = typeof from === 'string' ? from : '';
  if (typeof from !== 'string') {
    const img = from.getByTestId('captcha-image').locator('img');
    await expect(img).toHaveAttribute('data-captcha-id', /.+/);
    id = (await img.getAttribute('data-captcha-id')) ?? '';
  }
  const rows = await withDb((sql) => sql<{ answer: string }[]>`SELECT answer FROM captchas WHERE id = ${id ?? ''}`);
  if (!rows[0]) throw new Error(`captcha ${id} not found`);
  return rows[0].answer;
}

/** The member row's fields a journey checks after registering. */
export async function memberByAccount(account: string): Promise<{
  account: string;
  mobile: string | null;
  referral_code: string | null;
  register_method: string | null;
} | null> {
  const rows = await withDb(
    (sql) =>
      sql<
        { account: string; mobile: string | null; referral_code: string | null; register_method: string | null }[]
      >`SELECT account, mobile, referral_code, register_method FROM members WHERE lower(account) = lower(${account})`,
  );
  return rows[0] ?? null;
}
