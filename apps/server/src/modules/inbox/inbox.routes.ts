import { inboxContract as c } from '@app/contracts';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import { MESSAGES_CSV_HEADER, messagesCsvLine } from './inbox.csv.js';
import type { InboxService } from './inbox.service.js';

/** Member inbox (messageV2), unread count, language update, and the operator's sends. */
export function registerInboxRoutes(route: Route, s: InboxService, csv: CsvExporter): void {
  route(c.list, ({ session, query }) => s.list(session, query));
  route(c.unreadCount, ({ session }) => s.count(session));
  route(c.get, ({ session, params, query }) => s.get(session, params.id, query.language));
  route(c.read, ({ session, params }) => s.mark(session, params.id, 'read'));
  route(c.remove, ({ session, params }) => s.mark(session, params.id, 'deleted'));
  route(c.readAll, ({ session }) => s.readAll(session));
  route(c.language, ({ session, body }) => s.setLanguage(session, body.language));
  route(c.operatorSend, ({ session, body, req }) => s.send(session, body, auditOrigin(req)));
  route(c.operatorList, ({ session, query }) => s.operatorList(session, query));
  route(c.operatorCsv, ({ session, reply }) =>
    csv.send(reply, {
      name: 'messages',
      header: MESSAGES_CSV_HEADER,
      line: messagesCsvLine,
      batches: s.operatorBatches(session),
    }),
  );
}
