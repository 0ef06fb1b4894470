import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '../../../../shared/catalogue/categories';
import { Icon, type IconName } from '../icons';

/**
 * A bottom sheet for one category on phones (where nothing hovers): its title, a close button and the
 * games feature's vendor list (LayoutSlots.categorySheet). A Radix dialog: focus stays inside, Esc or a
 * tap on the cover closes it.
 */
export function CategorySheet({
  category,
  onClose,
  children,
}: {
  category: GameCategory | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Dialog.Root open={category !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content
          data-testid="category-sheet"
          aria-describedby={undefined}
          className="category-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-[80dvh] flex-col rounded-t-3xl bg-surface text-text shadow-2xl outline-none md:hidden"
        >
          <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-border" aria-hidden="true" />
          <header className="flex items-center gap-2 px-4 pt-2 pb-3">
            {category ? <Icon name={category.key as IconName} className="text-2xl text-primary" /> : null}
            <Dialog.Title className="flex-1 font-extrabold text-lg">
              {category ? t(`layout:nav.${category.key}`) : ''}
            </Dialog.Title>
            <Dialog.Close
              data-testid="category-sheet-close"
              aria-label={t('common:close')}
              className="grid size-9 place-items-center rounded-full text-text-muted hover:bg-surface-2 hover:text-text"
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          <div className="overflow-y-auto overscroll-contain px-4 pb-[calc(env(safe-area-inset-bottom)+20px)]">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
