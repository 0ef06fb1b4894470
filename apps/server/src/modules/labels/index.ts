export { memberLabelCodes, memberLabelNames } from './labels.repository.js';
export { registerLabelRoutes } from './labels.routes.js';
export { createLabelsService, type LabelsService } from './labels.service.js';
