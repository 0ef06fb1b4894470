import { type OperatorPermission, type OperatorRole, OperatorRoles, roleCan } from '@app/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorAuthorizer } from '../../platform/http/route.js';
import { ROUTE_PERMISSIONS, routeKey } from './route-permissions.js';

const isRole = (r: string | undefined): r is OperatorRole => !!r && (OperatorRoles as readonly string[]).includes(r);

/** The permission an operator endpoint needs; null when route-permissions.ts has no line for it yet. */
export const permissionOf = (def: { method: string; path: string }): OperatorPermission | null =>
  ROUTE_PERMISSIONS[routeKey(def)] ?? null;

/**
 * The check the router runs on every `auth: 'operator'` call: the operator's role must hold the endpoint's
 * permission. An endpoint missing from the table is reachable by owners only (so a route added without its
 * line neither opens to every role nor breaks the owner's work), and its test fails. An operator that must
 * still enrol TOTP (security setting) reaches only its own session and enrolment.
 */
export const authorizeOperator: OperatorAuthorizer = (def, session) => {
  const role = session.operatorRole;
  if (!isRole(role)) throw denied();
  const permission = permissionOf(def);
  if (session.totpEnrolmentRequired && permission !== 'self') {
    throw new AppError('operator_totp_enrolment_required', 403, 'Set up two-factor sign-in first');
  }
  if (permission === null ? role !== 'owner' : !roleCan(role, permission)) throw denied();
};

const denied = () => new AppError('operator_permission_denied', 403, 'Your role does not allow this');
