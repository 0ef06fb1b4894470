import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsLoggedIn, useIsTrial, useSession } from '../../../shared/session/session';
import { useConsolidatedSettings } from '../../../shared/system/system-hooks';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { AgentMenu } from './agent-menu';
import { AgentPageSoon } from './agent-page-soon';
import { type AgentPageEntry, type AgentPageId, resolveAgentPage, visibleAgentPages } from './agent-pages';
import { AGENT_CENTRE_PARAM, closeAgentCentre, openAgentCentre } from './agent-url';

/**
 * The agent centre (spec §2): an overlay titled with the agent heading, the left list and the open
 * page; full-screen on phones. It follows the address (`?ac=<pageId>`). Only a logged-in agent with a
 * real account sees it (the opener refuses trial accounts with the 'need true account' warning; this
 * covers a pasted or reloaded address). Entries 9–12 follow the consolidated settings; it shows once
 * they are loaded (spec: "shown only once loaded").
 */
export function AgentCentreOverlay({ pages }: { pages: readonly AgentPageEntry[] }) {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const isAgent = useSession((s) => s.isAgent);
  const settings = useConsolidatedSettings();
  const lazyPages = useMemo(() => lazyByPage(pages), [pages]);
  const raw = params.get(AGENT_CENTRE_PARAM);
  if (raw === null || !loggedIn || trial || !isAgent) return null;
  if (settings.isPending) return null;
  const visible = visibleAgentPages(settings.data);
  const page: AgentPageId = resolveAgentPage(raw, visible);
  const Page = lazyPages.get(page);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : closeAgentCentre())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="agent-centre"
          aria-describedby={undefined}
          className="fixed inset-0 z-40 flex flex-col bg-surface text-text md:inset-x-[max(1rem,calc(50%-38rem))] md:inset-y-8 md:rounded-2xl md:shadow-2xl"
        >
          <header className="flex items-center justify-between border-border border-b bg-gradient-to-r from-[#1e1b4b] to-primary px-4 py-3 text-white md:rounded-t-2xl">
            <Dialog.Title className="text-base font-bold">{t('title')}</Dialog.Title>
            <Dialog.Close
              data-testid="agent-centre-close"
              aria-label={t('centre.close')}
              className="grid size-9 place-items-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          <div className="flex min-h-0 flex-1 flex-col md:flex-row">
            <AgentMenu pages={visible} current={page} onSelect={(id) => openAgentCentre(id)} />
            <main data-testid={`agent-page-${page}`} className="min-h-0 flex-1 overflow-y-auto p-3 md:p-6">
              <Suspense fallback={<CenteredSpinner minHeight={240} />}>
                {Page ? <Page key={page} /> : <AgentPageSoon page={page} />}
              </Suspense>
            </main>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function lazyByPage(pages: readonly AgentPageEntry[]): Map<AgentPageId, ComponentType> {
  return new Map(pages.map((p) => [p.id, lazy(p.load)]));
}
