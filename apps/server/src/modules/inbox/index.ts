export { registerInboxRoutes } from './inbox.routes.js';
export { createInboxService, type InboxService } from './inbox.service.js';
export { sendSystemMessage } from './inbox.system.js';
export type { SystemMessage } from './inbox.templates.js';
