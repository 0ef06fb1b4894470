import { kycContract as c } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import { KYC_CSV_HEADER, kycCsvLine } from './kyc.csv.js';
import type { DocumentRow } from './kyc.repository.js';
import type { KycService } from './kyc.service.js';
import { readKycForm } from './kyc.upload.js';

/**
 * An identity document to an authorised reader: never cached anywhere, never sniffed into another type,
 * not embeddable by other sites, and shown inline rather than saved under a guessable name.
 */
function sendDocument(reply: FastifyReply, doc: DocumentRow): FastifyReply {
  return reply
    .type(doc.mime)
    .header('cache-control', 'private, no-store, max-age=0')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin')
    .header('content-security-policy', "default-src 'none'")
    .header('content-disposition', `inline; filename="document-${doc.id}${doc.mime === 'image/png' ? '.png' : '.jpg'}"`)
    .send(doc.data);
}

/** Member and operator endpoints of identity verification (issue 18.5). */
export function registerKycRoutes(route: Route, s: KycService, csv: CsvExporter) {
  route(c.status, ({ session }) => s.status(session));
  route(c.submit, ({ session, req }) => s.submit(session, () => readKycForm(req), auditOrigin(req)));
  route(c.history, ({ session, query }) => s.history(session, query));
  route(c.myDocument, async ({ session, params, reply }) => {
    sendDocument(reply, await s.ownDocument(session, params.id));
    return reply as never;
  });
  route(c.queue, ({ session, query }) => s.operatorQueue(session, query));
  route(c.queueCsv, ({ session, query, reply }) =>
    csv.send(reply, {
      name: 'kyc-requests',
      header: KYC_CSV_HEADER,
      line: kycCsvLine,
      batches: s.operatorQueueBatches(session, query),
    }),
  );
  route(c.review, ({ session, params }) => s.review(session, params.id));
  route(c.document, async ({ session, params, reply }) => {
    sendDocument(reply, await s.document(session, params.id));
    return reply as never;
  });
  route(c.approve, ({ session, params, req }) =>
    s.decide(session, params.id, { status: 'approved' }, auditOrigin(req)),
  );
  route(c.reject, ({ session, params, body, req }) =>
    s.decide(session, params.id, { status: 'rejected', reason: body.reason }, auditOrigin(req)),
  );
  route(c.memberHistory, ({ session, params }) => s.memberHistory(session, params.id));
  route(c.settings, ({ session }) => s.settings(session));
  route(c.updateSettings, ({ session, body, req }) => s.updateSettings(session, body, auditOrigin(req)));
}
