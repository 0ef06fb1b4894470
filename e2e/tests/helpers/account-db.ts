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

/**
 * Creates a member directly in the database with the password of an existing seeded account
 * (its argon2id hash is copied, so no hashing here): `demo02` gives the default weak password
 * '{secret}', `demo01` gives 'Demo@1234'. Never changes the seeded accounts themselves.
 */
export async function createMemberLike(
  source: 'demo01' | 'demo02',
  m: { account: string; mobile?: string | null },
): Promise<void> {
  await withDb(
    (sql) => sql`INSERT INTO members (account, nickname, type, password_hash, password_changed_at, mobile,
        register_method, created_at)
      SELECT ${m.account}, ${m.account}, 0, password_hash, now(), ${m.mobile ?? null}, 'E2E', now()
      FROM members WHERE account = ${source}`,
  );
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

/** Reads the captcha shown in the form from the database (its answer is stored for checking). */
export async function captchaAnswer(page: Page): Promise<string> {
  const img = page.getByTestId('captcha-image').locator('img');
  await expect(img).toHaveAttribute('data-captcha-id', /.+/);
  const id = await img.getAttribute('data-captcha-id');
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
