import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { recordSmsStatus } from './sms.sender.js';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A provider's delivery report (GET, as eSMS sends it). Only the configured provider is heard, and only
 * with the configured token (providers like eSMS sign nothing, so the secret is in the callback URL).
 * A report about an unknown message, or a repeated one, answers received: false / true and changes nothing.
 */
export async function handleSmsStatus(
  ctx: AccountsContext,
  provider: string,
  query: Record<string, string | undefined>,
): Promise<{ received: boolean }> {
  const status = ctx.smsStatus;
  if (!status?.token || status.provider.name !== provider || !status.provider.readStatus) {
    throw new AppError('not_found', 404, 'Not found');
  }
  if (!sameToken(query.token ?? '', status.token)) throw new AppError('unauthorized', 401, 'Bad token');
  const report = status.provider.readStatus(query);
  if (!report) throw new AppError('invalid_input', 400, 'Not a delivery report');
  return { received: await recordSmsStatus(ctx.db, ctx.clock, provider, report) };
}
