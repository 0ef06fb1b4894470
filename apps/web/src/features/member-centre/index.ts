/**
 * Public surface of the member centre (composed by src/app): the light part the shell uses to open it.
 * The overlay itself is in ./overlay, imported only by the lazily loaded member-centre group.
 */

export {
  CENTRE_PAGE_IDS,
  type CentrePageId,
  type CentrePages,
  DEFAULT_CENTRE_PAGE,
  isCentrePageId,
} from './centre-pages';
export { CENTRE_PARAM, closeCentre, openCentrePage } from './centre-url';
