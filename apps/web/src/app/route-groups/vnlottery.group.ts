// Route group 'vnlottery' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { VnLotteryPage } from '../../features/lottery/vn-lottery-page';
