// The member centre overlay and its pages: a lazily loaded chunk, fetched only when `?mc=` is in the address.
import { loadNamespaces } from '../../shared/i18n/i18n';

// The centre's texts arrive with it: the overlay never renders before they are there.
await loadNamespaces(['memberCentre', 'wallet', 'rewards']);

export { MemberCentreOverlay } from '../../features/member-centre/overlay';
export { memberCentrePages } from '../member-centre-pages';
