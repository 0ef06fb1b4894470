import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { CannedReplies } from './canned-replies';
import { ChatSettings } from './chat-settings';
import { ConversationView } from './conversation-view';
import { useSupportLive } from './live';
import { QueueList } from './queue-list';

/** Support: the live-chat queue, a conversation, canned replies and the chat entry setting. */
export function SupportPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { up: live, handed, dismiss } = useSupportLive(me.id);
  // Given to me by someone else while I look elsewhere: say so (on that conversation's own page it shows anyway).
  const { pathname } = useLocation();
  const onIt = handed !== null && pathname.endsWith(`/support/c/${handed}`);
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <PageTitle>{t('support.title')}</PageTitle>
        <span data-testid="support-live" className={`text-xs ${live ? 'text-emerald-700' : 'text-slate-500'}`}>
          {live ? t('support.live') : t('support.polling')}
        </span>
      </div>
      {handed !== null && !onIt && (
        <div
          role="status"
          data-testid="support-handed"
          className="flex items-center gap-3 rounded-md bg-violet-50 px-3 py-2 text-sm"
        >
          <span>{t('support.handedToYou', { id: handed })}</span>
          <Link to={`/support/c/${handed}`} className="font-medium text-brand" onClick={dismiss}>
            {t('support.open')}
          </Link>
          <button type="button" className="ml-auto text-slate-500" onClick={dismiss}>
            {t('support.dismiss')}
          </button>
        </div>
      )}
      <TabNav
        label={t('support.title')}
        tabs={[
          { to: '/support', label: t('support.tabs.queue'), end: true },
          { to: '/support/canned', label: t('support.tabs.canned') },
          { to: '/support/settings', label: t('support.tabs.settings') },
        ]}
      />
      <Routes>
        <Route index element={<QueueList me={me} live={live} />} />
        <Route path="c/:id" element={<ConversationView me={me} live={live} />} />
        <Route path="canned" element={<CannedReplies me={me} />} />
        <Route path="settings" element={<ChatSettings me={me} />} />
      </Routes>
    </div>
  );
}
