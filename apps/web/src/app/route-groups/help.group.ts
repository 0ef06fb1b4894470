// Route group 'help' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { HelpPage } from '../../features/help/help-page';
