/** Public surface of the member centre (composed by src/app). */

export {
  CENTRE_PAGE_IDS,
  type CentrePageEntry,
  type CentrePageId,
  DEFAULT_CENTRE_PAGE,
  isCentrePageId,
} from './centre-pages';
export { CENTRE_PARAM, closeCentre, openCentrePage } from './centre-url';
export { MemberCentreOverlay } from './member-centre-overlay';
export { CentrePagePending } from './page-pending';
