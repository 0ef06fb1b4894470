import { withdrawalsContract as c } from '@app/contracts';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { requireOperator } from '../operators/index.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import { readProofForm } from './withdrawal-proof.upload.js';
import type { WithdrawalsAdminService } from './withdrawals.admin.service.js';
import { WITHDRAWALS_CSV_HEADER, withdrawalsCsvLine } from './withdrawals.csv.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** Member withdrawal endpoints, the payment password, and the operator's review endpoints. */
export function registerWithdrawalRoutes(
  route: Route,
  s: { withdrawals: WithdrawalsService; admin: WithdrawalsAdminService; paymentPassword: PaymentPasswordService },
  csv: CsvExporter,
): void {
  const { withdrawals, admin, paymentPassword } = s;
  route(c.paymentPassword, ({ session }) => paymentPassword.status(requireTrueAccount(session).memberId));
  route(c.setPaymentPassword, ({ session, body }) => paymentPassword.set(requireTrueAccount(session).memberId, body));
  route(c.info, ({ session }) => withdrawals.info(session));
  route(c.request, ({ session, body, req }) => withdrawals.request(session, body, req));
  route(c.list, ({ session, query }) => withdrawals.list(session, query));
  route(c.confirmAll, ({ session }) => withdrawals.confirmAll(session));
  route(c.confirm, ({ session, params }) => withdrawals.confirm(session, params.id));
  route(c.notReceived, ({ session, params, req }) =>
    withdrawals.notReceived(session, params.id, () => readProofForm(req)),
  );
  route(c.operatorList, ({ session, query }) => {
    requireOperator(session);
    return admin.list(query);
  });
  route(c.operatorCsv, ({ query, reply }) =>
    csv.send(reply, {
      name: 'withdrawals',
      header: WITHDRAWALS_CSV_HEADER,
      line: withdrawalsCsvLine,
      batches: admin.csvBatches(query),
    }),
  );
  route(c.approve, ({ session, params, req }) => admin.approve(requireOperator(session), params.id, req));
  route(c.reject, ({ session, params, body, req }) =>
    admin.reject(requireOperator(session), params.id, body.reason, req),
  );
  route(c.resolveDispute, ({ session, params, body, req }) =>
    admin.resolveDispute(requireOperator(session), params.id, body, req),
  );
}
