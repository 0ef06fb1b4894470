// Route group 'promoDetail' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { PromoDetailPage } from '../../features/promotions/promo-detail-page';
