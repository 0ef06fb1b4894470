import type { ModalIcon } from './modal-options';

const STYLES: Record<ModalIcon, string> = {
  info: 'bg-primary-soft text-primary',
  success: 'bg-success/15 text-success',
  warning: 'bg-accent/20 text-accent-strong',
  error: 'bg-danger/15 text-danger',
};

const PATHS: Record<ModalIcon, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  success: 'M7 12.5l3.2 3.2L17 9',
  warning: 'M12 7v6M12 16.5h.01',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
};

/** Round status badge shown above a modal's content. */
export function ModalIconBadge({ icon }: { icon: ModalIcon }) {
  return (
    <span
      data-testid={`modal-icon-${icon}`}
      className={`mx-auto mb-3 flex size-14 items-center justify-center rounded-full ${STYLES[icon]}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" strokeOpacity=".35" />
        <path d={PATHS[icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
