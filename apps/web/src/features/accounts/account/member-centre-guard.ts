import { requireRealAccount } from '../lib/require-real-account';

/** Member-centre pages the account menu opens (spec §2 member centre entries). */
export type CentrePage =
  | 'securityCenter'
  | 'depositv2'
  | 'withdraw'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'messageV2';

/**
 * Opens the member centre at `page` for a real account only (spec §4: the centres need a real
 * account; trial accounts get the 'need true account' warning, visitors go to /login).
 */
export function openMemberCentreGuarded(page: CentrePage, open: (page: CentrePage) => void): void {
  if (requireRealAccount()) open(page);
}

/** Same guard for the agent centre. */
export function openAgentCentreGuarded(open: () => void): void {
  if (requireRealAccount()) open();
}
