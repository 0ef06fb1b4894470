export { getSetting, putSetting } from './system.repository.js';
export { registerSystemRoutes } from './system.routes.js';
export { seedSystem } from './system.seed.js';
export { createSystemService, type SystemService } from './system.service.js';
