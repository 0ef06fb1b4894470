import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session';
import { ChatLoginPrompt } from './chat-login-prompt';
import { ChatPanel } from './chat-panel';

/**
 * The chat-room modal (spec §2): a purple header (spec §9), the conversation below; full screen on phones,
 * a 440 px panel from sm up (the customer-service window's width, spec §9). Signed-in players only.
 */
export function SupportChatWindow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('supportChat');
  const token = useSession((s) => s.token);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid="support-chat-window"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-text sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(640px,calc(100dvh-4rem))] sm:w-[440px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:overflow-hidden sm:rounded-2xl sm:shadow-2xl"
        >
          <header className="flex items-center justify-between bg-gradient-to-r from-primary to-primary-strong px-4 py-3 text-white">
            <Dialog.Title className="text-base font-bold">{t('title')}</Dialog.Title>
            <Dialog.Close
              data-testid="support-chat-close"
              aria-label={t('close')}
              className="grid size-9 place-items-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </header>
          {token ? <ChatPanel token={token} /> : <ChatLoginPrompt onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
