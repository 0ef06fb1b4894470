// Route group 'game' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { GamePage } from '../../features/game/game-page';
