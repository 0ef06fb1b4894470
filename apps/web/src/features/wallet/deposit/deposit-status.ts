import type { DepositStatus } from '@app/contracts';
import type { StatusTone } from '../components/status-badge';

/** How each deposit status reads (spec §2 deposit history with statuses). */
export const DEPOSIT_STATUS_TONE: Record<DepositStatus, StatusTone> = {
  pending: 'waiting',
  review: 'waiting',
  succeeded: 'good',
  failed: 'bad',
  rejected: 'bad',
  expired: 'neutral',
  cancelled: 'neutral',
};
