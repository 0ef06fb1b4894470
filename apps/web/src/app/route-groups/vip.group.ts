// Route group 'Vip' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { VipPage } from '../../features/vip/vip-page';
