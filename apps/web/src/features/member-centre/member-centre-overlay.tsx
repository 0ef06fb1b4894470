import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsLoggedIn, useIsTrial } from '../../shared/session/session';
import { CenteredSpinner } from '../../shared/ui/spinner';
import { CentreMenu } from './centre-menu';
import { type CentrePageEntry, type CentrePageId, DEFAULT_CENTRE_PAGE, isCentrePageId } from './centre-pages';
import { CENTRE_PARAM, closeCentre, openCentrePage } from './centre-url';
import { CentrePagePending } from './page-pending';

/**
 * The member centre (spec §2): an overlay with the side menu and the open page, full-screen on phones.
 * It follows the address (`?mc=<pageId>`), so reload and back/forward keep or close it. Only a real,
 * logged-in account sees it; the openers guard too, this covers a pasted or reloaded address.
 */
export function MemberCentreOverlay({ pages }: { pages: readonly CentrePageEntry[] }) {
  const { t } = useTranslation('memberCentre');
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const raw = params.get(CENTRE_PARAM);
  const lazyPages = useMemo(() => lazyByPage(pages), [pages]);
  if (raw === null || !loggedIn || trial) return null;
  const page: CentrePageId = isCentrePageId(raw) ? raw : DEFAULT_CENTRE_PAGE;
  const Page = lazyPages.get(page);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : closeCentre())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="member-centre"
          aria-describedby={undefined}
          className="fixed inset-0 z-40 flex flex-col bg-surface text-text md:inset-x-[max(1rem,calc(50%-36rem))] md:inset-y-8 md:rounded-2xl md:shadow-2xl"
        >
          <header className="flex items-center justify-between border-border border-b px-4 py-3">
            <Dialog.Title className="text-base font-bold">{t('title')}</Dialog.Title>
            <Dialog.Close
              data-testid="member-centre-close"
              aria-label={t('close')}
              className="grid size-9 place-items-center rounded-full text-text-muted hover:bg-surface-2 hover:text-text"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          <div className="flex min-h-0 flex-1 flex-col md:flex-row">
            <CentreMenu current={page} onSelect={(id) => openCentrePage(id)} />
            <main data-testid={`centre-page-${page}`} className="min-h-0 flex-1 overflow-y-auto p-4 md:p-6">
              <Suspense fallback={<CenteredSpinner minHeight={240} />}>
                {Page ? <Page key={page} /> : <CentrePagePending page={page} />}
              </Suspense>
            </main>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function lazyByPage(pages: readonly CentrePageEntry[]): Map<CentrePageId, ComponentType> {
  return new Map(pages.map((p) => [p.id, lazy(p.load)]));
}
