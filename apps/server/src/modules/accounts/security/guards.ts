import { TRIAL_TYPE } from '@app/contracts';
import { unauthorized } from '../../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { needTrueAccount } from '../passwords/password.service.js';

/**
 * For other modules: refuses callers without a session (401) and trial accounts (403 'need_true_account',
 * spec §8 'in_need_true_account') before a protected action: member centre, agent centre, money.
 */
export function requireTrueAccount(session: SessionPrincipal | null): SessionPrincipal {
  if (!session) throw unauthorized();
  if (session.type === TRIAL_TYPE || session.roles.includes('trial')) throw needTrueAccount();
  return session;
}

/** True for the agent class (types 1, 2, 41, 42). */
export const isAgentSession = (session: SessionPrincipal | null): boolean => !!session?.roles.includes('agent');
