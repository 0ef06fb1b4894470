import type { CentrePageLoader } from '../../shared/ui/centre-shell';

/** Every page of the member centre, in the side menu's order (spec §2 "Member centre"). */
export const CENTRE_PAGE_IDS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type CentrePageId = (typeof CENTRE_PAGE_IDS)[number];

/** The page shown when the centre opens without a (valid) page. */
export const DEFAULT_CENTRE_PAGE: CentrePageId = 'securityCenter';

/**
 * The pages the app plugs into the overlay, one per id: each a dynamic import, so each page is its own chunk.
 * The app composes features (features never import each other), so the registry lives in src/app.
 */
export type CentrePages = Readonly<Record<CentrePageId, CentrePageLoader>>;

/** Narrows an address value to a page id. */
export function isCentrePageId(value: string | null): value is CentrePageId {
  return value !== null && (CENTRE_PAGE_IDS as readonly string[]).includes(value);
}

/** Pages whose menu entry carries an unread badge (spec §2). */
export const BADGED_PAGES = ['missionLeaderboard', 'messageV2', 'rewardCenter'] as const;
export type BadgedPage = (typeof BADGED_PAGES)[number];
