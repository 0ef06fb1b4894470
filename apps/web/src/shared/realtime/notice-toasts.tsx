import type { NoticeEvent } from '@app/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { formatMinor } from '../format/number';

interface Toast {
  id: number;
  notice: NoticeEvent;
}

const SHOW_MS = 8000;
const MAX_SHOWN = 3;
let nextId = 1;

const useToasts = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

/** Shows a personal notice as a toast (the newest MAX_SHOWN at once). */
export function showNotice(notice: NoticeEvent): void {
  const toast = { id: nextId++, notice };
  useToasts.setState((s) => ({ toasts: [...s.toasts, toast].slice(-MAX_SHOWN) }));
}

const dismiss = (id: number) => useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));

function NoticeToast({ toast }: { toast: Toast }) {
  const { t } = useTranslation('realtime');
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), SHOW_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  const { notice } = toast;
  return (
    <button
      type="button"
      data-testid="notice-toast"
      onClick={() => dismiss(toast.id)}
      className="pointer-events-auto w-full rounded-lg border border-border bg-surface px-4 py-3 text-left text-sm text-text shadow-lg"
    >
      <span className="block font-bold">{t(`notice.${notice.kind}.title`)}</span>
      <span className="block text-text-muted">
        {t(`notice.${notice.kind}.body`, {
          amount: notice.amount === undefined ? '' : formatMinor(notice.amount),
          reference: notice.reference ?? '',
        })}
      </span>
    </button>
  );
}

/** Where personal notices appear: bottom of the screen, above everything, announced politely. */
export function NoticeToasts() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 px-4"
    >
      {toasts.map((toast) => (
        <NoticeToast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
