export { type CatalogueCache, createCatalogueCache } from './catalogue.cache.js';
export { type CatalogueGame, findGameByNodeId, findGamesByVendorCode, recordRecentGame } from './catalogue.lookup.js';
export { asGameType, maskAccount } from './catalogue.mappers.js';
export { type CatalogueRouteDeps, registerCatalogueRoutes } from './catalogue.routes.js';
export { seedCatalogue } from './catalogue.seed.js';
export { HOUSE_SLOT_NODE_ID } from './catalogue.seed-data.js';
export { type ImportProblem, type ImportResult, importCatalogue } from './import/catalogue.import.js';
export { createLobbyService, type LobbyService } from './lobby.service.js';
export { createPlayerGamesService, type PlayerGamesService } from './player-games.service.js';
