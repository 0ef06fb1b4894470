import { backofficeContract as c, type OperatorPermission, type OperatorRole } from '@app/contracts';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { type OperatorsAdminService, type OperatorTotpService, requireOperator } from '../operators/index.js';
import { AUDIT_CSV_HEADER, type AuditLogService, auditCsvLine } from './audit-log.service.js';
import type { DashboardService } from './dashboard.service.js';

export interface BackofficeServices {
  totp: OperatorTotpService;
  admin: OperatorsAdminService;
  audit: AuditLogService;
  dashboard: DashboardService;
  roles: () => {
    roles: { role: OperatorRole; permissions: OperatorPermission[] }[];
    routes: { method: string; path: string; permission: OperatorPermission | null }[];
  };
}

/** The back office's own endpoints: two-factor enrolment, operators and roles, security, audit, dashboard. */
export function registerBackofficeRoutes(route: Route, s: BackofficeServices, csv: CsvExporter) {
  route(c.totpEnrol, ({ session, req }) => s.totp.enrol(requireOperator(session), req));
  route(c.totpConfirm, ({ session, body, req }) => s.totp.confirm(requireOperator(session), body.code, req));
  route(c.dashboard, () => s.dashboard.today());
  route(c.operators, () => s.admin.list());
  route(c.createOperator, ({ session, body }) => s.admin.create(requireOperator(session), body));
  route(c.updateOperator, ({ session, params, body, req }) =>
    s.admin.update(requireOperator(session), params.id, body, req),
  );
  route(c.resetOperatorTotp, ({ session, params, req }) => s.admin.resetTotp(requireOperator(session), params.id, req));
  route(c.roles, () => s.roles());
  route(c.security, () => s.admin.security());
  route(c.putSecurity, ({ session, body, req }) => s.admin.putSecurity(requireOperator(session), body, req));
  route(c.audit, ({ query }) => s.audit.list(query));
  route(c.auditCsv, ({ query, reply }) =>
    csv.send(reply, {
      name: 'audit-log',
      header: AUDIT_CSV_HEADER,
      line: auditCsvLine,
      batches: s.audit.csvBatches(query),
    }),
  );
  route(c.auditVerify, () => s.audit.verify());
}
