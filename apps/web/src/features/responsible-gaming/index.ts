/**
 * Public surface of safer gambling (issue 18; composed by src/app): the responsible-gaming section of the
 * security centre, the reality check shown over every page, and the limits offer on the first deposit.
 */
export { LimitsOffer } from './components/limits-offer';
export { RealityCheck } from './reality-check';
export { SaferGamblingSection } from './safer-gambling-section';
