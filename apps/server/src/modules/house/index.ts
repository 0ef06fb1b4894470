export { createHouseAdapter, HOUSE_GAMES } from './house.adapter.js';
export { HOUSE_RECOVER_TASK, registerHouseJobs } from './house.jobs.js';
export { registerHouseRoutes } from './house.routes.js';
export { createHouseSeeds, type HouseSeeds } from './house-seeds.service.js';
export { HOUSE_SLOT_SETTINGS_CHANNEL, type HouseSlotSettingsService } from './house-settings.service.js';
export { createHouseSlot, HOUSE_VENDOR, type HouseSlot } from './house-slot.service.js';
