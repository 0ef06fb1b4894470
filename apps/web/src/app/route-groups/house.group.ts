// Route group 'house': the house provider's slot and its verify page, one lazily loaded chunk.
import { loadNamespaces } from '../../shared/i18n/i18n';

// The group's texts arrive with it: the page never renders before they are there.
await loadNamespaces(['houseSlot']);

export { HouseSlotPage } from '../../features/house/house-slot-page';
export { HouseSlotVerifyPage } from '../../features/house/verify-page';
