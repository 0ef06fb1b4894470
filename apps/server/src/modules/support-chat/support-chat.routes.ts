import {
  supportChatContract as c,
  defineEndpoint,
  IdParams,
  supportChatOperatorContract as o,
  SUPPORT_CHAT_IMAGE_PATH,
  SUPPORT_CHAT_OPERATOR_IMAGE_PATH,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import { readImageForm } from '../../platform/http/image-form.js';
import type { OperatorAuthorizer, Route, SessionResolver } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import type { SupportChatAdminService } from './support-chat.admin.service.js';
import { CONVERSATIONS_CSV_HEADER, conversationsCsvLine } from './support-chat.csv.js';
import type { SupportChatOperatorService } from './support-chat.operator.service.js';
import { formClientKey, oneImage, type SupportChatService } from './support-chat.service.js';

export interface SupportChatServices {
  player: SupportChatService;
  operator: SupportChatOperatorService;
  admin: SupportChatAdminService;
}

/** Player and operator endpoints of the support chat (contracts: support-chat.contract.ts). */
export function registerSupportChatRoutes(route: Route, s: SupportChatServices, csv: CsvExporter): void {
  const { player, operator, admin } = s;
  route(c.conversation, ({ session }) => player.conversation(session));
  route(c.messages, ({ session, query }) => player.messages(session, query));
  route(c.send, ({ session, body }) =>
    player.send(session, { text: body.text, image: null, clientKey: body.clientKey ?? null }),
  );
  route(c.sendImage, async ({ session, req }) => {
    await player.admitImage(session);
    const form = await readImageForm(req);
    return player.send(session, { text: null, image: oneImage(form), clientKey: formClientKey(form) });
  });
  route(c.read, ({ session, body }) => player.read(session, body.messageId));
  route(c.typing, ({ session }) => player.typing(session));

  route(o.queue, ({ session, query }) => operator.queue(session, query));
  route(o.queueCsv, ({ session, query, reply }) =>
    csv.send(reply, {
      name: 'support-conversations',
      header: CONVERSATIONS_CSV_HEADER,
      line: conversationsCsvLine,
      batches: operator.csvBatches(session, query),
    }),
  );
  route(o.conversation, ({ session, params }) => operator.conversation(session, params.id));
  route(o.messages, ({ session, params, query }) => operator.messages(session, params.id, query));
  route(o.assign, ({ session, params, body, req }) =>
    operator.assign(session, params.id, body.operatorId, auditOrigin(req)),
  );
  route(o.assignees, ({ session }) => operator.assignees(session));
  route(o.reply, ({ session, params, body, req }) =>
    operator.reply(
      session,
      params.id,
      { text: body.text, image: null, clientKey: body.clientKey ?? null },
      auditOrigin(req),
    ),
  );
  route(o.replyImage, async ({ session, params, req }) => {
    const form = await readImageForm(req);
    const out = { text: null, image: oneImage(form), clientKey: formClientKey(form) };
    return operator.reply(session, params.id, out, auditOrigin(req));
  });
  route(o.read, ({ session, params, body }) => operator.read(session, params.id, body.messageId));
  route(o.typing, ({ session, params }) => operator.typing(session, params.id));
  route(o.close, ({ session, params, req }) => operator.close(session, params.id, auditOrigin(req)));
  route(o.cannedList, ({ session }) => admin.cannedList(session));
  route(o.cannedCreate, ({ session, body, req }) => admin.cannedCreate(session, body, auditOrigin(req)));
  route(o.cannedUpdate, ({ session, params, body, req }) =>
    admin.cannedUpdate(session, params.id, body, auditOrigin(req)),
  );
  route(o.cannedDelete, ({ session, params, req }) => admin.cannedDelete(session, params.id, auditOrigin(req)));
  route(o.settings, ({ session }) => admin.settings(session));
  route(o.updateSettings, ({ session, body, req }) =>
    admin.updateSettings(session, body.externalUrl, auditOrigin(req)),
  );
}

function sendImage(reply: FastifyReply, img: { mime: string; data: Buffer }) {
  return (
    reply
      .type(img.mime)
      // Private to the caller: never kept by a shared cache. The bytes never change.
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', 'inline')
      // An image opened on its own is still only an image.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(img.data)
  );
}

/** The operators' image bytes as an endpoint, for the back office's role check (route-permissions.ts). */
const operatorImage = defineEndpoint({
  method: 'GET',
  path: SUPPORT_CHAT_OPERATOR_IMAGE_PATH,
  auth: 'operator',
  summary: 'A chat image (bytes)',
  tags: ['operator', 'support-chat'],
  params: IdParams,
  response: z.unknown(),
});

/**
 * The chat's image bytes: not JSON, so registered on Fastify directly, behind the same session check as the
 * API (bearer token) and, for operators, the same role check. The player reaches only the images of their
 * own conversation, an operator whose role may see the chat any.
 */
export function registerSupportChatImageRoutes(
  app: FastifyInstance,
  resolveSession: SessionResolver,
  s: Pick<SupportChatServices, 'player' | 'operator'>,
  authorizeOperator?: OperatorAuthorizer,
): void {
  app.get(SUPPORT_CHAT_IMAGE_PATH, async (req, reply) => {
    const { id } = IdParams.parse(req.params);
    const session = await resolveSession(req);
    const img = await s.player.image(session?.roles.includes('operator') ? null : session, id);
    return sendImage(reply, img);
  });
  app.get(SUPPORT_CHAT_OPERATOR_IMAGE_PATH, async (req, reply) => {
    const { id } = IdParams.parse(req.params);
    const session = await resolveSession(req);
    if (session?.roles.includes('operator')) authorizeOperator?.(operatorImage, session);
    const img = await s.operator.image(session, id);
    return sendImage(reply, img);
  });
}
