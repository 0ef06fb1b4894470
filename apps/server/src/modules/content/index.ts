export { registerContentImages } from './content.images.js';
export { registerContentOperatorRoutes } from './content.operator.routes.js';
export { type ContentOperatorService, createContentOperatorService } from './content.operator.service.js';
export { registerContentRoutes } from './content.routes.js';
export { seedContent } from './content.seed.js';
export { type ContentService, createContentService } from './content.service.js';
export { createFeedbackService, FEEDBACK_RATE_LIMIT, type FeedbackService } from './feedback.service.js';
export { registerSiteSettingsOperatorRoutes } from './site-settings.operator.routes.js';
