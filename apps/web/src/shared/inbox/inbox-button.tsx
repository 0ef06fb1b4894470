import { useTranslation } from 'react-i18next';
import { useIsTrial } from '../session/session';
import { useUnreadMessage } from './unread-messages';

/**
 * The top bar's inbox (spec §2 member area: messages): an envelope that opens messageV2, with the unread count
 * (spec §3 unreadMessage) as a bubble above zero. Updated live: a new message raises it without a reload.
 */
export function InboxButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('inbox');
  const trial = useIsTrial();
  const count = useUnreadMessage();
  if (trial) return null;
  const label = count > 0 ? t('button.labelUnread', { count }) : t('button.label');
  return (
    <button
      type="button"
      data-testid="header-inbox"
      aria-label={label}
      title={label}
      onClick={onOpen}
      className="relative grid size-8 shrink-0 sm:size-9 place-items-center rounded-full border border-border bg-surface-2 text-text-muted outline-none hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/40"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[18px] fill-none stroke-current stroke-2">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {count > 0 ? (
        <span
          data-testid="header-inbox-badge"
          aria-hidden="true"
          className="absolute -top-1 -right-1 grid h-4 min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
