import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { CenteredSpinner } from './spinner';

/**
 * The overlay both centres share (member centre and agent centre, spec §2): a titled dialog with a close
 * button, the side menu and the open page; full-screen on phones, a centred panel from md up. Each centre
 * brings its own menu, page and address handling.
 */
export function CentreShell(props: {
  testId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  menu: ReactNode;
  pageTestId: string;
  /** 'brand': the agent centre's gradient heading; 'plain': the member centre's. */
  tone?: 'plain' | 'brand';
  /** Widest panel on desktop, in rem (member centre 72, agent centre 76). */
  maxWidthRem?: number;
  children: ReactNode;
}) {
  const brand = props.tone === 'brand';
  const half = (props.maxWidthRem ?? 72) / 2;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid={props.testId}
          aria-describedby={undefined}
          style={{ ['--centre-inset' as string]: `max(1rem, calc(50% - ${half}rem))` }}
          className="fixed inset-0 z-40 flex flex-col bg-surface text-text md:inset-x-[var(--centre-inset)] md:inset-y-8 md:rounded-2xl md:shadow-2xl"
        >
          <header
            className={
              brand
                ? 'flex items-center justify-between border-border border-b bg-gradient-to-r from-[#1e1b4b] to-primary px-4 py-3 text-white md:rounded-t-2xl'
                : 'flex items-center justify-between border-border border-b px-4 py-3'
            }
          >
            <Dialog.Title className="text-base font-bold">{props.title}</Dialog.Title>
            <Dialog.Close
              data-testid={`${props.testId}-close`}
              aria-label={props.closeLabel}
              className={
                brand
                  ? 'grid size-9 place-items-center rounded-full text-white/80 hover:bg-white/10 hover:text-white'
                  : 'grid size-9 place-items-center rounded-full text-text-muted hover:bg-surface-2 hover:text-text'
              }
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          <div className="flex min-h-0 flex-1 flex-col md:flex-row">
            {props.menu}
            <main
              data-testid={props.pageTestId}
              className={`min-h-0 flex-1 overflow-y-auto md:p-6 ${brand ? 'p-3' : 'p-4'}`}
            >
              <Suspense fallback={<CenteredSpinner minHeight={240} />}>{props.children}</Suspense>
            </main>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** How a centre loads one of its pages: a dynamic import, so each page is its own chunk. */
export type CentrePageLoader = () => Promise<{ default: ComponentType }>;

/** Each page of a centre as a lazy component (its own chunk), by page id. */
export function lazyPagesById<Id extends string>(
  pages: Readonly<Record<Id, CentrePageLoader>>,
): Readonly<Record<Id, ComponentType>> {
  const out = {} as Record<Id, ComponentType>;
  for (const id of Object.keys(pages) as Id[]) out[id] = lazy(pages[id]);
  return out;
}
