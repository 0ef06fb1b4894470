import { useTranslation } from 'react-i18next';
import { useReferralEnabled } from '../../shared/referral/referral-enabled';
import { BADGED_PAGES, type BadgedPage, CENTRE_PAGE_IDS, type CentrePageId } from './centre-pages';
import { UnreadBadge } from './unread-badge';
import { useUnreadCounts } from './use-unread-counts';

const isBadged = (id: CentrePageId): id is BadgedPage => (BADGED_PAGES as readonly string[]).includes(id);

/**
 * Side menu of the centre: every entry of spec §2 in order. A column on wide screens; a row that
 * scrolls sideways on phones, where the overlay is full-screen and has no room for a column.
 */
export function CentreMenu({ current, onSelect }: { current: CentrePageId; onSelect: (id: CentrePageId) => void }) {
  const { t } = useTranslation('memberCentre');
  const unread = useUnreadCounts();
  // Invite friends is listed only while the operator has the programme on (availablePromo REFERRAL).
  const referralOn = useReferralEnabled();
  return (
    <nav
      aria-label={t('menuLabel')}
      data-testid="centre-menu"
      className="flex shrink-0 gap-1 overflow-x-auto border-border border-b p-2 md:w-56 md:flex-col md:overflow-y-auto md:border-r md:border-b-0"
    >
      {CENTRE_PAGE_IDS.filter((id) => id !== 'referral' || referralOn).map((id) => {
        const active = id === current;
        return (
          <button
            key={id}
            type="button"
            data-testid={`centre-menu-${id}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => onSelect(id)}
            className={`flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap transition ${
              active ? 'bg-primary text-white' : 'text-text hover:bg-primary-soft hover:text-primary'
            }`}
          >
            {t(`menu.${id}`)}
            {isBadged(id) ? <UnreadBadge count={unread[id]} testId={`centre-badge-${id}`} /> : null}
          </button>
        );
      })}
    </nav>
  );
}
