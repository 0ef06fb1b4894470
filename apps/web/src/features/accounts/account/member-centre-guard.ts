import { i18next } from '../../../shared/i18n/i18n';
import { showDialog } from '../../../shared/ui/modal';
import { requireRealAccount } from '../lib/require-real-account';

/** Member-centre pages the account menu opens (spec §2 member centre entries). */
export type CentrePage =
  | 'securityCenter'
  | 'depositv2'
  | 'withdraw'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'messageV2';

/** Until the member centre exists (its own issue), opening it says so plainly. */
export function showCentreComingSoon(): string {
  return showDialog({ icon: 'info', message: i18next.t('auth:account.centreSoon'), testId: 'centre-soon' });
}

/**
 * Opens the member centre at `page` for a real account only (spec §4: the centres need a real
 * account; trial accounts get the 'need true account' warning, visitors go to /login).
 */
export function openMemberCentreGuarded(page: CentrePage, open?: (page: CentrePage) => void): void {
  if (!requireRealAccount()) return;
  if (open) open(page);
  else showCentreComingSoon();
}

/** Same guard for the agent centre. */
export function openAgentCentreGuarded(open?: () => void): void {
  if (!requireRealAccount()) return;
  if (open) open();
  else showCentreComingSoon();
}
