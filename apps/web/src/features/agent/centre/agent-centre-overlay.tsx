import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsLoggedIn, useIsTrial, useSession } from '../../../shared/session/session';
import { useConsolidatedSettings } from '../../../shared/system/system-hooks';
import { CentreShell, lazyPagesById } from '../../../shared/ui/centre-shell';
import { AgentMenu } from './agent-menu';
import { type AgentPageId, type AgentPages, resolveAgentPage, visibleAgentPages } from './agent-pages';
import { AGENT_CENTRE_PARAM, closeAgentCentre, openAgentCentre } from './agent-url';

/**
 * The agent centre (spec §2): an overlay titled with the agent heading, the left list and the open
 * page; full-screen on phones (the shell shared with the member centre). It follows the address
 * (`?ac=<pageId>`). Only a logged-in agent with a real account sees it (the opener refuses trial accounts
 * with the 'need true account' warning; this covers a pasted or reloaded address). Entries 9–12 follow the
 * consolidated settings; it shows once they are loaded (spec: "shown only once loaded").
 */
export function AgentCentreOverlay({ pages }: { pages: AgentPages }) {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const isAgent = useSession((s) => s.isAgent);
  const settings = useConsolidatedSettings();
  const lazyPages = useMemo(() => lazyPagesById(pages), [pages]);
  const raw = params.get(AGENT_CENTRE_PARAM);
  if (raw === null || !loggedIn || trial || !isAgent) return null;
  if (settings.isPending) return null;
  const visible = visibleAgentPages(settings.data);
  const page: AgentPageId = resolveAgentPage(raw, visible);
  const Page = lazyPages[page];
  return (
    <CentreShell
      testId="agent-centre"
      title={t('title')}
      closeLabel={t('centre.close')}
      onClose={closeAgentCentre}
      menu={<AgentMenu pages={visible} current={page} onSelect={(id) => openAgentCentre(id)} />}
      pageTestId={`agent-page-${page}`}
      tone="brand"
      maxWidthRem={76}
    >
      <Page key={page} />
    </CentreShell>
  );
}
