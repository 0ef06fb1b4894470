import type { WithdrawalStatus } from '@app/contracts';
import type { StatusTone } from '../components/status-badge';

/** How each withdrawal status reads at a glance. */
export const WITHDRAWAL_STATUS_TONE: Record<WithdrawalStatus, StatusTone> = {
  holding: 'waiting',
  pending: 'waiting',
  approved: 'waiting',
  received: 'good',
  rejected: 'bad',
  not_received: 'bad',
  refunded: 'neutral',
  failed: 'bad',
};
