// Route group 'dice': the dice table (Tài Xỉu on the rounds core) and its verify page, one lazily loaded chunk.
import { loadNamespaces } from '../../shared/i18n/i18n';

// The group's texts arrive with it: the page never renders before they are there.
await loadNamespaces(['dice']);

export { DicePage } from '../../features/dice/dice-page';
export { DiceVerifyPage } from '../../features/dice/verify-page';
