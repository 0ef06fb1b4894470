// Route group 'download' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { DownloadPage } from '../../features/download/download-page';
