export { ModalHost } from './modal-host';
export type { ModalButton, ModalIcon, ModalOptions } from './modal-options';
export { DIALOG_WIDTH, MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH } from './modal-options';
export type { DialogOptions } from './modal-store';
export { closeAllModals, closeModal, openModal, showDialog, updateModal, useModalStore } from './modal-store';
