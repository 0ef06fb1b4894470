// Route group 'index' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { HomePage } from '../../features/home/home-page';
