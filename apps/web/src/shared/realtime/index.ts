export { applyBalanceEvent } from './apply-balance';
export { showNotice } from './notice-toasts';
export type { RealtimeStatus } from './realtime-client';
export { BALANCE_POLL_MS, RealtimeHost } from './realtime-host';
export { realtime, useRealtimeStatus, useRealtimeTopic } from './realtime-store';
