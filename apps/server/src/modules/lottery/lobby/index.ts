export { seedLotteryCatalogue } from './lobby.catalogue.js';
export { registerLotteryLobbyRoutes } from './lobby.routes.js';
export { createLotteryLobby, type LotteryLobby } from './lobby.service.js';
