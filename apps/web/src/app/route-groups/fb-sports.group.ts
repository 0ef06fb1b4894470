// Route group 'fbSports' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { FbSportsPage } from '../../features/game/fb-sports-page';
