import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { isAgentSession, requireTrueAccount } from '../accounts/index.js';

/** For every agent endpoint: 401 without a session, 403 need_true_account for a trial, 403 agent_only for a member. */
export function requireAgent(session: SessionPrincipal | null): SessionPrincipal {
  const s = requireTrueAccount(session);
  if (!isAgentSession(s)) throw new AppError('agent_only', 403, 'Only agents can do this');
  return s;
}
