export { type BankStatementFeed, type StatementLine, signedPush } from './bank-feed.js';
export { registerVietQrJobs } from './vietqr.jobs.js';
export { createVietQrModule, GENERIC_FEED, SANDBOX_FEED, type VietQrModule } from './vietqr.module.js';
export { registerVietQrRoutes } from './vietqr.routes.js';
export { DEMO_VIETQR_METHOD, seedVietQr } from './vietqr.seed.js';
