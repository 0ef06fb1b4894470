// Route group 'lottery' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { LotteryPage } from '../../features/lottery/lottery-page';
