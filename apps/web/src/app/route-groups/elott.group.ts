// Route group 'elott' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
import { loadNamespaces } from '../../shared/i18n/i18n';

// The group's texts arrive with it: the page never renders before they are there.
await loadNamespaces(['lobby']);

export { CategoryPage } from '../../features/catalogue/category-page';
