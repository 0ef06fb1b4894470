import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { OperatorAuthorizer, Route, SessionResolver } from '../../platform/http/route.js';
import { createSupportChatAdminService } from './support-chat.admin.service.js';
import { createSupportChatOperatorService } from './support-chat.operator.service.js';
import {
  registerSupportChatImageRoutes,
  registerSupportChatRoutes,
  type SupportChatServices,
} from './support-chat.routes.js';
import { createSupportChatService } from './support-chat.service.js';

export { supportTopic } from './support-chat.live.js';
export type { SupportChatServices } from './support-chat.routes.js';

/** The support chat's services (issue 17 §6): the player's side, the operators' queue, canned replies and setting. */
export function buildSupportChat(deps: { db: Db; clock: Clock }): SupportChatServices {
  return {
    player: createSupportChatService(deps),
    operator: createSupportChatOperatorService(deps),
    admin: createSupportChatAdminService(deps),
  };
}

/** Its endpoints, and the image bytes behind the same session (and operator role) check as the API. */
export function registerSupportChat(
  app: FastifyInstance,
  route: Route,
  services: SupportChatServices,
  resolveSession: SessionResolver,
  csv: CsvExporter,
  authorizeOperator?: OperatorAuthorizer,
): void {
  registerSupportChatRoutes(route, services, csv);
  registerSupportChatImageRoutes(app, resolveSession, services, authorizeOperator);
}
