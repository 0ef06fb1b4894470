import type { OperatorRole } from '@app/contracts';
import { AppError, unauthorized } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';

/** Operator tokens carry this prefix, so the session resolver knows which table to look in. */
export const OPERATOR_TOKEN_PREFIX = 'op_';

/** The operator behind a request. */
export interface OperatorPrincipal {
  operatorId: number;
  username: string;
  /** The operator's role (issue 19), when the principal came from a session. */
  role?: OperatorRole;
}

/**
 * The principal of an operator session. memberId is 0 (no member has it) and the route helper refuses
 * operator principals on member ('token') endpoints, so an operator token can never act as a member.
 * `role`: the session layer (operators.service resolve) always passes the operator's stored role; the
 * default serves the tests' stand-in session resolvers.
 */
export const operatorSession = (
  operatorId: number,
  username: string,
  passwordChangeRequired = false,
  role: OperatorRole = 'owner',
): SessionPrincipal => ({
  memberId: 0,
  account: username,
  type: -1,
  roles: ['operator'],
  operatorId,
  passwordChangeRequired,
  operatorRole: role,
});

/** For services behind `auth: 'operator'` endpoints: the operator, or 401/403. */
export function requireOperator(session: SessionPrincipal | null): OperatorPrincipal {
  if (!session) throw unauthorized();
  if (!session.roles.includes('operator') || !session.operatorId) {
    throw new AppError('forbidden', 403, 'Operators only');
  }
  return {
    operatorId: session.operatorId,
    username: session.account,
    ...(session.operatorRole ? { role: session.operatorRole as OperatorRole } : {}),
  };
}
