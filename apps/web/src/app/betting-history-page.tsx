import { BettingHistoryPage as Page } from '../features/betting-history/betting-history-page';
import { loadNamespaces } from '../shared/i18n/i18n';

// The page's texts are a separate chunk, fetched with it.
await loadNamespaces(['bettingHistory']);

/** Betting history (personalHistoryCopy) in the member centre: every bet of every vendor. */
export const BettingHistoryPage = Page;
