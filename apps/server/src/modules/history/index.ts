export { KINDS_BY_TYPE, PROMOTION_IN_KINDS, PROMOTION_OUT_KINDS, typeOfKind } from './history.kinds.js';
export { registerHistoryRoutes } from './history.routes.js';
export { createHistoryService, type HistoryService } from './history.service.js';
