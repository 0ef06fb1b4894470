// What the app shell may use from the help feature (the /help#term hash opens the terms modal).
export { openTermsModal, TermsModalContent } from './components/terms-modal';
