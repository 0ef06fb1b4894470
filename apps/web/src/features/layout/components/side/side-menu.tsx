import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../shared/session/session';
import { openCustomerService, useRouters } from '../../../../shared/system';
import { showDialog } from '../../../../shared/ui/modal';
import { memberInfoQueryOptions } from '../../../accounts/api/member-info.api';
import { Icon } from '../icons';
import { type CsChannel, channelsForRank, configuredChannels, safeHttpUrl } from './cs-channels';
import { RecentGamesPanel } from './recent-games-panel';

const railButton =
  'group relative grid size-11 place-items-center rounded-xl text-xl text-white transition hover:bg-white/15 focus-visible:bg-white/15';

function ChannelButton({ channel }: { channel: CsChannel }) {
  const { t } = useTranslation('layout');
  const label = channel.title || t(`side.${channel.key}`);
  const onClick = () => {
    if (channel.key === 'chat') {
      void openCustomerService();
      return;
    }
    const href = safeHttpUrl(channel.path);
    if (href) window.open(href, '_blank', 'noopener,noreferrer');
  };
  return (
    <button type="button" className={railButton} onClick={onClick} aria-label={label} data-testid={`cs-${channel.key}`}>
      <Icon name={channel.icon} />
      <span className="pointer-events-none absolute right-full mr-2 hidden whitespace-nowrap rounded-md bg-text px-2 py-1 text-surface text-xs group-hover:block">
        {label}
      </span>
    </button>
  );
}

/**
 * Right-hand rail (spec §2 side menu): recent games panel, the customer-service channels the
 * operator configured, back to top; plus the left float button with the 'being updated' dialog.
 */
export function SideMenu() {
  const { t } = useTranslation('layout');
  const { data: routers } = useRouters();
  const [recentOpen, setRecentOpen] = useState(false);
  // Phones keep the rail folded behind one button so it does not cover the lobby.
  const [railOpen, setRailOpen] = useState(false);
  // The member's VIP rank (member info, already fetched by the auth bootstrap) picks live chat or the VIP channel.
  const token = useSession((s) => s.token);
  const { data: info } = useQuery(memberInfoQueryOptions(token));
  const channels = channelsForRank(configuredChannels(routers?.customerService ?? []), info?.vipRankLevel ?? 0);
  return (
    <>
      <aside
        data-testid="side-menu"
        aria-label={t('side.label')}
        className={`fixed right-1.5 bottom-[132px] z-30 flex-col items-center gap-1 rounded-2xl bg-gradient-to-b from-primary to-primary-strong p-1.5 shadow-lg shadow-primary/30 sm:top-1/2 sm:bottom-auto sm:flex sm:-translate-y-1/2 ${
          railOpen ? 'flex' : 'hidden'
        }`}
      >
        <button
          type="button"
          className={railButton}
          aria-expanded={recentOpen}
          aria-label={t('side.recent')}
          data-testid="recent-games-toggle"
          onClick={() => setRecentOpen((o) => !o)}
        >
          <Icon name="clock" />
        </button>
        {channels.length > 0 ? <span className="my-0.5 h-px w-7 bg-white/25" aria-hidden="true" /> : null}
        {channels.map((c) => (
          <ChannelButton key={c.key} channel={c} />
        ))}
        <span className="my-0.5 h-px w-7 bg-white/25" aria-hidden="true" />
        <button
          type="button"
          className={railButton}
          aria-label={t('side.top')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="up" />
        </button>
        {recentOpen ? <RecentGamesPanel onClose={() => setRecentOpen(false)} /> : null}
      </aside>
      <button
        type="button"
        data-testid="side-menu-toggle"
        aria-expanded={railOpen}
        aria-label={t('side.label')}
        onClick={() => setRailOpen((o) => !o)}
        className="fixed right-2 bottom-[72px] z-30 grid size-12 place-items-center rounded-full bg-gradient-to-b from-primary to-primary-strong text-white text-xl shadow-lg shadow-primary/30 sm:hidden"
      >
        <Icon name={railOpen ? 'close' : 'headset'} />
      </button>
      <FloatButton />
    </>
  );
}

/** Left float button: the event corner is not live yet, so it says so (spec §2). */
function FloatButton() {
  const { t } = useTranslation('layout');
  return (
    <button
      type="button"
      data-testid="float-button"
      aria-label={t('float.label')}
      onClick={() =>
        showDialog({
          title: t('float.title'),
          message: t('float.beingUpdated'),
          icon: 'info',
          testId: 'being-updated-dialog',
        })
      }
      className="layout-glow fixed bottom-[72px] left-2 z-30 flex size-12 flex-col items-center justify-center rounded-full border-2 border-accent bg-gradient-to-br from-[#ef4444] to-[#b91c1c] font-bold text-[10px] text-white shadow-lg md:bottom-6 md:size-16"
    >
      <Icon name="gift" className="text-xl text-accent md:text-2xl" />
      <span className="leading-none">{t('float.short')}</span>
    </button>
  );
}
