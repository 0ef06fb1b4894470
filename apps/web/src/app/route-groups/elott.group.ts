// Route group 'elott' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { CategoryPage } from '../../features/lobby/category-page';
