/** Public surface of the identity verification feature (composed by src/app into the security centre). */
export { VerificationSection } from './verification-section';
