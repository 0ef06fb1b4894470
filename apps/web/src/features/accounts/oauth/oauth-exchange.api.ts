import { type LoginResult, oauthContract } from '@app/contracts';
import { request } from '../../../shared/api/client';

/** Trades the single-use code from `/login#oauth=<code>` for a session (the same answer as a login). */
export function exchangeOauthCode(code: string): Promise<LoginResult> {
  return request(oauthContract.exchange, { body: { code } });
}
