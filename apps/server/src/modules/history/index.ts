export { KINDS_BY_TYPE, typeOfKind } from './history.kinds.js';
export { registerHistoryRoutes } from './history.routes.js';
export { createHistoryService, type HistoryService } from './history.service.js';
