// Route group 'promo' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { PromotionsPage } from '../../features/promotions/promotions-page';
