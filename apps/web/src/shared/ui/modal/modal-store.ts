import { create } from 'zustand';
import { i18next } from '../../i18n/i18n';
import {
  DIALOG_WIDTH,
  type ModalIcon,
  type ModalOptions,
  type ResolvedModalOptions,
  resolveModalOptions,
} from './modal-options';

export interface ModalEntry extends ResolvedModalOptions {
  id: string;
}

interface ModalState {
  modals: ModalEntry[];
}

/** Open modals, bottom to top. Kept outside React so any code (API errors, links) can open one. */
export const useModalStore = create<ModalState>(() => ({ modals: [] }));

let seq = 0;

/** Opens a modal on top of the others and returns its id. */
export function openModal(options: ModalOptions): string {
  seq += 1;
  const id = `modal-${seq}`;
  useModalStore.setState((s) => ({ modals: [...s.modals, { ...resolveModalOptions(options), id }] }));
  return id;
}

/** Closes one modal (no-op when already closed) and calls its onClose. */
export function closeModal(id: string): void {
  const entry = useModalStore.getState().modals.find((m) => m.id === id);
  if (!entry) return;
  useModalStore.setState((s) => ({ modals: s.modals.filter((m) => m.id !== id) }));
  entry.onClose?.();
}

/** Closes every modal, top first. */
export function closeAllModals(): void {
  const open = [...useModalStore.getState().modals].reverse();
  for (const m of open) closeModal(m.id);
}

/** Changes options of an open modal, e.g. `updateModal(id, { loading: true })` while its action runs. */
export function updateModal(id: string, patch: Partial<ModalOptions>): void {
  useModalStore.setState((s) => ({
    modals: s.modals.map((m) => (m.id === id ? { ...resolveModalOptions({ ...m, ...patch }), id } : m)),
  }));
}

export interface DialogOptions {
  title?: string;
  message: string;
  icon?: ModalIcon;
  /** Defaults to the translated "OK". */
  confirmLabel?: string;
  /** A cancel button is shown only when a label is given. */
  cancelLabel?: string;
  /** Return false to keep the dialog open. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler with no return value is fine; only an explicit false keeps it open
  onConfirm?: () => undefined | boolean | void;
  onCancel?: () => void;
  closable?: boolean;
  testId?: string;
}

/** A 400 px wide message/confirmation dialog (a preset of openModal). */
export function showDialog(options: DialogOptions): string {
  const buttons: NonNullable<ModalOptions['buttons']> = [];
  if (options.cancelLabel)
    buttons.push({ label: options.cancelLabel, variant: 'secondary', onClick: options.onCancel });
  buttons.push({
    label: options.confirmLabel ?? i18next.t('common:ok'),
    variant: 'primary',
    onClick: options.onConfirm,
  });
  return openModal({
    title: options.title,
    icon: options.icon,
    content: options.message,
    width: DIALOG_WIDTH,
    height: 1,
    closable: options.closable ?? true,
    buttons,
    testId: options.testId ?? 'dialog',
  });
}
