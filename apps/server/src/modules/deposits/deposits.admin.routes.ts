import { depositsAdminContract as c } from '@app/contracts';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { DepositsAdminService } from './deposits.admin.service.js';
import { DEPOSITS_CSV_HEADER, depositsCsvLine } from './deposits.csv.js';

/** Operator deposit endpoints (auth 'operator'): every action is audited by the service. */
export function registerDepositAdminRoutes(route: Route, admin: DepositsAdminService, csv: CsvExporter): void {
  route(c.list, ({ session, query }) => {
    requireOperator(session);
    return admin.list(query);
  });
  route(c.csv, ({ query, reply }) =>
    csv.send(reply, {
      name: 'deposits',
      header: DEPOSITS_CSV_HEADER,
      line: depositsCsvLine,
      batches: admin.csvBatches(query),
    }),
  );
  route(c.confirm, ({ session, params, req, body }) => admin.confirm(requireOperator(session), params.id, body, req));
  route(c.reject, ({ session, params, req, body }) =>
    admin.reject(requireOperator(session), params.id, body.reason, req),
  );
  route(c.methods, ({ session }) => {
    requireOperator(session);
    return admin.methods();
  });
  route(c.putMethod, ({ session, params, req, body }) =>
    admin.putMethod(requireOperator(session), params.code, body, req),
  );
}
