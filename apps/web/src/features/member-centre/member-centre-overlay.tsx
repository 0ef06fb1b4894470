import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsLoggedIn, useIsTrial } from '../../shared/session/session';
import { CentreShell, lazyPagesById } from '../../shared/ui/centre-shell';
import { CentreMenu } from './centre-menu';
import { type CentrePageId, type CentrePages, DEFAULT_CENTRE_PAGE, isCentrePageId } from './centre-pages';
import { CENTRE_PARAM, closeCentre, openCentrePage } from './centre-url';

/**
 * The member centre (spec §2): an overlay with the side menu and the open page, full-screen on phones
 * (the shell shared with the agent centre). It follows the address (`?mc=<pageId>`), so reload and
 * back/forward keep or close it. Only a real, logged-in account sees it; the openers guard too, this
 * covers a pasted or reloaded address.
 */
export function MemberCentreOverlay({ pages }: { pages: CentrePages }) {
  const { t } = useTranslation('memberCentre');
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const raw = params.get(CENTRE_PARAM);
  const lazyPages = useMemo(() => lazyPagesById(pages), [pages]);
  if (raw === null || !loggedIn || trial) return null;
  const page: CentrePageId = isCentrePageId(raw) ? raw : DEFAULT_CENTRE_PAGE;
  const Page = lazyPages[page];
  return (
    <CentreShell
      testId="member-centre"
      title={t('title')}
      closeLabel={t('close')}
      onClose={closeCentre}
      menu={<CentreMenu current={page} onSelect={(id) => openCentrePage(id)} />}
      pageTestId={`centre-page-${page}`}
      maxWidthRem={72}
    >
      <Page key={page} />
    </CentreShell>
  );
}
