export { type BalanceHints, createBalanceHints } from './balance-hints.js';
export { type BalanceSync, createBalanceSync } from './balance-sync.js';
export { createHub, type Hub, type HubObserver, type LiveClient } from './hub.js';
export { type Audience, publish, publishRound, publishToMember } from './publish.js';
export { decodeEnvelope, encodeEnvelope, MAX_PAYLOAD_BYTES, REALTIME_CHANNEL } from './realtime.channel.js';
export { installRealtime, type RealtimeOptions } from './realtime.routes.js';
