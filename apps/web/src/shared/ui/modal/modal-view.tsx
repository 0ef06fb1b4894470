import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../safe-html';
import { Spinner } from '../spinner';
import { ModalIconBadge } from './modal-icons';
import { coverClosesModal } from './modal-options';
import { closeModal, type ModalEntry } from './modal-store';

/** One open modal: a Radix dialog (focus trap, Esc, aria) styled as the site's panel. */
export function ModalView({ modal, zIndex }: { modal: ModalEntry; zIndex: number }) {
  const { t } = useTranslation('common');
  const { id, timeout } = modal;

  useEffect(() => {
    if (!timeout) return;
    const timer = setTimeout(() => closeModal(id), timeout);
    return () => clearTimeout(timer);
  }, [id, timeout]);

  const close = () => closeModal(id);
  const hasText = typeof modal.content === 'string';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && modal.closable && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-cover fixed inset-0 bg-black/55 backdrop-blur-[2px]" style={{ zIndex }} />
        <Dialog.Content
          data-testid={modal.testId ?? 'modal'}
          data-modal="true"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            if (!modal.closable) e.preventDefault();
          }}
          onInteractOutside={(e) => {
            if (!coverClosesModal(modal)) e.preventDefault();
          }}
          className="modal-panel fixed top-1/2 left-1/2 flex max-h-[calc(100dvh-32px)] w-[calc(100vw-24px)] flex-col overflow-hidden rounded-2xl border border-border bg-surface text-text shadow-2xl shadow-black/30 outline-none"
          style={{
            zIndex: zIndex + 1,
            maxWidth: modal.width,
            minHeight: Math.min(modal.height, 9999),
            ...(modal.background ? { background: modal.background } : {}),
          }}
        >
          <header className="flex min-h-12 shrink-0 items-center gap-2 border-border px-5 pt-4 pb-2">
            <Dialog.Title
              data-testid="modal-title"
              className={modal.title ? 'flex-1 truncate font-semibold text-lg' : 'sr-only'}
            >
              {modal.title ?? t('prompt')}
            </Dialog.Title>
            {modal.closable && (
              <Dialog.Close
                data-testid="modal-close"
                aria-label={t('close')}
                className="ml-auto flex size-9 items-center justify-center rounded-full text-text-muted transition hover:bg-surface-2 hover:text-text"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            )}
          </header>
          <div data-testid="modal-body" className="flex-1 overflow-y-auto overscroll-contain px-5 pb-5">
            {modal.icon && <ModalIconBadge icon={modal.icon} />}
            {hasText ? (
              <p className={`whitespace-pre-line text-[15px] leading-relaxed ${modal.icon ? 'text-center' : ''}`}>
                {modal.content}
              </p>
            ) : (
              modal.content
            )}
            {modal.html ? (
              <SafeHtml html={modal.html} data-testid="modal-html" className="modal-html text-[15px] leading-relaxed" />
            ) : null}
          </div>
          {modal.buttons && modal.buttons.length > 0 && (
            <footer className="flex shrink-0 justify-center gap-3 border-border border-t px-5 py-4">
              {modal.buttons.map((b, i) => (
                <button
                  // Buttons are given once per modal and never reorder.
                  // biome-ignore lint/suspicious/noArrayIndexKey: static list
                  key={i}
                  type="button"
                  data-testid={`modal-button-${i}`}
                  onClick={() => {
                    if (b.onClick?.() !== false) close();
                  }}
                  className={
                    b.variant === 'secondary'
                      ? 'min-w-28 rounded-full border border-border bg-surface-2 px-5 py-2.5 font-medium text-text transition hover:bg-surface-3'
                      : 'min-w-28 rounded-full bg-gradient-to-b from-primary to-primary-strong px-5 py-2.5 font-semibold text-white shadow-md shadow-primary/30 transition hover:brightness-110'
                  }
                >
                  {b.label}
                </button>
              ))}
            </footer>
          )}
          {modal.loading && (
            <div
              data-testid="modal-loading"
              className="absolute inset-0 flex items-center justify-center bg-surface/75 backdrop-blur-[1px]"
            >
              <Spinner size="lg" />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
