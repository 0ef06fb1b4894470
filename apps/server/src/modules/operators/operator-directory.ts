import { type OperatorPermission, OperatorRoles, roleCan } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

/** What another module may know of an operator: who, whether they can still sign in, what their role allows. */
export interface OperatorCard {
  id: number;
  username: string;
  active: boolean;
  can: (permission: OperatorPermission) => boolean;
}

/** The roles holding `permission` (RolePermissions, the one table the router enforces too). */
const rolesHolding = (permission: OperatorPermission) => OperatorRoles.filter((r) => roleCan(r, permission));

/** One operator, or undefined; `can` answers from their role as it is now. */
export async function operatorCard(q: Queryable, id: number): Promise<OperatorCard | undefined> {
  const [row] = await q<{ id: string; username: string; status: string; role: (typeof OperatorRoles)[number] }[]>`
    SELECT id, username, status, role FROM operators WHERE id = ${id}`;
  if (!row) return undefined;
  return {
    id: Number(row.id),
    username: row.username,
    active: row.status === 'active',
    can: (permission) => roleCan(row.role, permission),
  };
}

/** Active operators whose role holds `permission`, by username. Operators are tens, not thousands: no paging. */
export async function activeOperatorsHolding(
  q: Queryable,
  permission: OperatorPermission,
): Promise<{ id: number; username: string }[]> {
  const rows = await q<{ id: string; username: string }[]>`SELECT id, username FROM operators
    WHERE status = 'active' AND role = ANY(${rolesHolding(permission)}) ORDER BY lower(username), id`;
  return rows.map((r) => ({ id: Number(r.id), username: r.username }));
}
