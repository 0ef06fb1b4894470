import type { ReactNode } from 'react';

export type ModalIcon = 'info' | 'success' | 'warning' | 'error';

export interface ModalButton {
  label: string;
  variant?: 'primary' | 'secondary';
  /** Return false to keep the modal open (e.g. a failed validation). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler with no return value is fine; only an explicit false keeps it open
  onClick?: () => undefined | boolean | void;
}

/** Options of the generic modal (spec §2 "Modals"). */
export interface ModalOptions {
  title?: string;
  /** Maximum width in px (default 600); narrower screens use the full width minus a margin. */
  width?: number;
  /** Minimum height in px (default 300); taller content scrolls inside the modal. */
  height?: number;
  /** Any CSS background (colour, gradient or url()) for the modal panel. */
  background?: string;
  /** Shows the close button and lets Esc close (default true). */
  closable?: boolean;
  icon?: ModalIcon;
  /** HTML content, sanitised with DOMPurify before rendering. */
  html?: string;
  content?: ReactNode;
  buttons?: ModalButton[];
  /** Clicking the dimmed cover closes the modal when it is closable (default true). */
  coverClickClose?: boolean;
  /** Auto-close after this many milliseconds. */
  timeout?: number;
  /** Covers the modal with a spinner (e.g. while its action runs). */
  loading?: boolean;
  onClose?: () => void;
  testId?: string;
}

export const MODAL_DEFAULT_WIDTH = 600;
export const MODAL_DEFAULT_HEIGHT = 300;
/** Spec §9: dialogs (showDialog) are 400 px wide. */
export const DIALOG_WIDTH = 400;

export type ResolvedModalOptions = ModalOptions &
  Required<Pick<ModalOptions, 'width' | 'height' | 'closable' | 'coverClickClose' | 'loading'>>;

/** Fills in the defaults and drops meaningless values (non-positive sizes or timeouts). */
export function resolveModalOptions(options: ModalOptions): ResolvedModalOptions {
  const positive = (n: number | undefined, d: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : d);
  const timeout =
    typeof options.timeout === 'number' && Number.isFinite(options.timeout) && options.timeout > 0
      ? options.timeout
      : undefined;
  return {
    ...options,
    width: positive(options.width, MODAL_DEFAULT_WIDTH),
    height: positive(options.height, MODAL_DEFAULT_HEIGHT),
    closable: options.closable ?? true,
    coverClickClose: options.coverClickClose ?? true,
    loading: options.loading ?? false,
    timeout,
  };
}

/** Whether a click on the cover should close this modal. */
export function coverClosesModal(options: Pick<ResolvedModalOptions, 'closable' | 'coverClickClose'>): boolean {
  return options.closable && options.coverClickClose;
}
