// Route group 'raffle': the lucky wheel (issue 16, a raffle promotion) and its verify page, one lazily loaded chunk.
import { loadNamespaces } from '../../shared/i18n/i18n';

// The group's texts arrive with it: the page never renders before they are there.
await loadNamespaces(['raffle']);

export { LuckyWheelPage } from '../../features/raffle/lucky-wheel-page';
export { RaffleVerifyPage } from '../../features/raffle/verify-page';
