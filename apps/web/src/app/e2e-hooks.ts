import { closeAllModals, closeModal, openModal, showDialog } from '../shared/ui/modal';

declare global {
  interface Window {
    /** Present only when localStorage 'e2e' is '1': lets journeys exercise every modal option. */
    __appModal?: {
      openModal: typeof openModal;
      closeModal: typeof closeModal;
      closeAllModals: typeof closeAllModals;
      showDialog: typeof showDialog;
    };
  }
}

/** Exposes the modal API to end-to-end tests that opt in (no effect for players). */
export function installE2eHooks(): void {
  try {
    if (localStorage.getItem('e2e') !== '1') return;
  } catch {
    return;
  }
  window.__appModal = { openModal, closeModal, closeAllModals, showDialog };
}
