import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import enCentre from '../../locales/en/memberCentre.json';
import { UNREAD_MESSAGES_KEY } from '../../shared/inbox/unread-messages';
import { MISSION_SUMMARY_KEY } from '../../shared/missions';
import { PROMO_SUMMARY_KEY } from '../../shared/promotions/promo-summary';
import { CentreMenu } from './centre-menu';

/*
 * The member centre's badges read the three live counters (inbox, missions, reward centre) of the signed-in
 * member: each shows its own figure, and nothing shows at zero. Rendered from a query cache holding answers.
 */
async function renderMenu(counts: { messages: number; missions: number; rewards: number }) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { memberCentre: enCentre } },
    interpolation: { escapeValue: false },
  });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData([...UNREAD_MESSAGES_KEY, 'tok'], { unreadMessage: counts.messages });
  client.setQueryData([...MISSION_SUMMARY_KEY, 'tok'], { count: counts.missions });
  client.setQueryData([...PROMO_SUMMARY_KEY, 'tok'], { availablePromoCount: 0, rewardCount: counts.rewards });
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <CentreMenu current="securityCenter" onSelect={() => undefined} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const badge = (html: string, page: string) =>
  new RegExp(`data-testid="centre-badge-${page}"[^>]*><span aria-hidden="true">([^<]+)</span>`).exec(html)?.[1] ?? null;

// The session store reads its initial (visitor) state when rendered to a string: the member is given here.
const member = vi.hoisted(() => ({ token: 'tok' as string | null, memberType: 0 }));
vi.mock('../../shared/session/session', () => ({
  TRIAL_MEMBER_TYPE: 4,
  useSession: <T,>(select: (s: typeof member) => T): T => select(member),
  useIsTrial: () => member.memberType === 4,
  useIsLoggedIn: () => member.token !== null,
}));

describe('member centre badges', () => {
  it('show the unread messages, missions to claim and rewards waiting, each its own count', async () => {
    member.memberType = 0;
    const html = await renderMenu({ messages: 3, missions: 1, rewards: 2 });
    expect(badge(html, 'messageV2')).toBe('3');
    expect(badge(html, 'missionLeaderboard')).toBe('1');
    expect(badge(html, 'rewardCenter')).toBe('2');
    expect(html).toContain('3 unread');
  });

  it('show nothing at zero and for a trial account', async () => {
    member.memberType = 0;
    const none = await renderMenu({ messages: 0, missions: 0, rewards: 0 });
    expect(none).toContain('centre-menu-messageV2');
    expect(none).not.toContain('centre-badge-');
    member.memberType = 4;
    const trial = await renderMenu({ messages: 5, missions: 5, rewards: 5 });
    expect(badge(trial, 'messageV2')).toBeNull();
  });
});
