// The back office foundation (issue 19): the operator permission check every operator route passes, the
// operators / roles / security / audit / dashboard endpoints. How to add a screen or a route: /work/notes/admin-core.md.
import { type Endpoint, OperatorRoles, RolePermissions } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Router } from '../../platform/http/route.js';
import { createOperatorsAdminService, createOperatorTotpService, type OperatorsService } from '../operators/index.js';
import { createAuditLogService } from './audit-log.service.js';
import { registerBackofficeRoutes } from './backoffice.routes.js';
import { createDashboardService } from './dashboard.service.js';
import { authorizeOperator, permissionOf } from './operator-access.js';

export { createAuditLogService } from './audit-log.service.js';
export { authorizeOperator, permissionOf } from './operator-access.js';
export { ROUTE_PERMISSIONS, routeKey } from './route-permissions.js';

/** Builds the back office's services. */
export function buildBackoffice(deps: { db: Db; clock: Clock; timezone: string; operators: OperatorsService }) {
  const { db, clock } = deps;
  let registry: readonly Endpoint[] = [];
  return {
    authorize: authorizeOperator,
    /** The router's registry (read when asked, so routes registered after the back office's are there too). */
    attachRegistry: (registered: readonly Endpoint[]) => {
      registry = registered;
    },
    totp: createOperatorTotpService({ db, clock }),
    admin: createOperatorsAdminService({ db, clock, operators: deps.operators }),
    audit: createAuditLogService({ db }),
    dashboard: createDashboardService({ db, clock, timezone: deps.timezone }),
    roles: () => ({
      roles: OperatorRoles.map((role) => ({ role, permissions: [...RolePermissions[role]] })),
      routes: registry
        .filter((def) => def.auth === 'operator')
        .map((def) => ({ method: def.method, path: def.path, permission: permissionOf(def) })),
    }),
  };
}
export type Backoffice = ReturnType<typeof buildBackoffice>;

/** Registers the back office's endpoints. */
export function registerBackoffice(
  router: Pick<Router, 'route' | 'registered'>,
  backoffice: Backoffice,
  csv: CsvExporter,
): void {
  registerBackofficeRoutes(router.route, backoffice, csv);
  backoffice.attachRegistry(router.registered);
}
