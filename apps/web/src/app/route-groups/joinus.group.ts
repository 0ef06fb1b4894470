// Route group 'joinus' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { JoinPage } from '../../features/join/join-page';
