// Route group 'notice' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { NoticePage } from '../../features/notices/notice-page';
