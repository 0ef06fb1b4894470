export { type CountryLookup, geoCountryLookup } from './geo-lookup.js';
export { createSettingsService, type SettingsService } from './settings.service.js';
export { createSiteService, type SiteService } from './site.service.js';
export { pickText } from './system.mappers.js';
export { getSetting, putSetting } from './system.repository.js';
export { registerSystemRoutes } from './system.routes.js';
export { seedSystem } from './system.seed.js';
export { createSystemService, type SystemService } from './system.service.js';
export { isSettingKey, type SettingKey, SettingSchemas } from './system.settings.js';
