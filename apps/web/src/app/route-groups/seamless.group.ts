// Route group 'seamless' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { SeamlessPage } from '../../features/game/seamless-page';
