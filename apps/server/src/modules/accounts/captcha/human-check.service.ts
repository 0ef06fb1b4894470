import { randomBytes } from 'node:crypto';
import { checkPow } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import { captchaText, renderCaptcha } from './captcha.image.js';

const newId = () => randomBytes(16).toString('base64url');

/** Human checks: the self-hosted proof-of-work challenge and the image captcha, both single use. */
export function createHumanCheckService(ctx: AccountsContext) {
  const { db, clock, limiter } = ctx;

  /**
   * A new challenge for the client at `ip`: rate-limited per address (429 too_many_requests), and an
   * address holds at most `powMaxHeldPerIp` unused, unexpired challenges; its oldest are dropped.
   */
  async function challenge(ip: string): Promise<{ id: string; salt: string; difficulty: number }> {
    const policy = await readAccountsPolicy(db);
    await limiter.consume('pow:ip', ip, {
      limit: policy.limits.challengePerIpPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
    const id = newId();
    const salt = randomBytes(16).toString('hex');
    const now = clock.now();
    const expires = new Date(now.getTime() + policy.powTtlSeconds * 1000);
    // One statement: the DELETE does not see the row this INSERT adds, so keeping max - 1 older ones
    // leaves the address at most max (expired leftovers of the address go too).
    await db`WITH added AS (
        INSERT INTO pow_challenges (id, salt, difficulty, expires_at, ip)
        VALUES (${id}, ${salt}, ${policy.powDifficulty}, ${expires}, ${ip}) RETURNING id
      )
      DELETE FROM pow_challenges WHERE id IN (
        SELECT id FROM pow_challenges WHERE ip = ${ip} AND used_at IS NULL
        ORDER BY seq DESC OFFSET ${policy.powMaxHeldPerIp - 1}
      )`;
    return { id, salt, difficulty: policy.powDifficulty };
  }

  /** Uses up a challenge; 'challenge_invalid' when missing, unknown, used, expired or unsolved. */
  async function checkChallenge(proof: { id: string; counter: number } | undefined): Promise<void> {
    const invalid = () => new AppError('challenge_invalid', 400, 'Verification failed, please try again');
    if (!proof) throw invalid();
    const now = clock.now();
    const rows = await db<{ salt: string; difficulty: number }[]>`UPDATE pow_challenges SET used_at = ${now}
      WHERE id = ${proof.id} AND used_at IS NULL AND expires_at > ${now} RETURNING salt, difficulty`;
    const row = rows[0];
    if (!row || !checkPow(row.salt, row.difficulty, proof.counter)) throw invalid();
  }

  /** A new captcha; refused (429) when the same client asks again within a second. */
  async function captcha(ip: string): Promise<{ captchaId: string; image: string }> {
    const policy = await readAccountsPolicy(db);
    await limiter.consume('captcha:refresh', ip, { limit: 1, windowMs: 1000 });
    await limiter.consume('captcha:ip', ip, {
      limit: policy.limits.captchaPerIpPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
    const answer = captchaText(4);
    const captchaId = newId();
    const expires = new Date(clock.now().getTime() + policy.captchaTtlSeconds * 1000);
    await db`INSERT INTO captchas (id, answer, ip, expires_at) VALUES (${captchaId}, ${answer}, ${ip}, ${expires})`;
    return { captchaId, image: renderCaptcha(answer).toString('base64') };
  }

  /** Uses up a captcha; 'captcha_required' when absent, 'captcha_invalid' when wrong, used or expired. */
  async function checkCaptcha(captchaId: string | undefined, answer: string | undefined): Promise<void> {
    if (!captchaId || !answer?.trim()) {
      throw new AppError('captcha_required', 400, 'Please enter the verification code', { captcha: true });
    }
    const now = clock.now();
    // Used up whatever the answer: one guess per image.
    const rows = await db<{ answer: string }[]>`UPDATE captchas SET used_at = ${now}
      WHERE id = ${captchaId} AND used_at IS NULL AND expires_at > ${now} RETURNING answer`;
    if (!rows[0] || rows[0].answer.toUpperCase() !== answer.trim().toUpperCase()) {
      throw new AppError('captcha_invalid', 400, 'Incorrect verification code', { captcha: true });
    }
  }

  return { challenge, checkChallenge, captcha, checkCaptcha };
}
export type HumanCheckService = ReturnType<typeof createHumanCheckService>;
