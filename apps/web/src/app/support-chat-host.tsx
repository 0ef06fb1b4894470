import { CsTypes, decryptCsPath, type RealtimeEvent } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../shared/realtime';
import {
  closeSupportChat,
  openSupportChat,
  setLiveChatTarget,
  useSupportChatWindow,
} from '../shared/system/support-chat-launcher';

/** How long the "support answered" prompt stays when the chat window is closed. */
const REPLY_PROMPT_MS = 15_000;

import { useQueryLanguage } from '../shared/system/system-hooks';
import { routersQueryOptions } from '../shared/system/system-queries';

// The chat window and its texts are a chunk of their own: most visits never open it.
const SupportChatWindow = lazy(async () => ({ default: (await import('../features/support-chat')).SupportChatWindow }));

/**
 * Learns where the live-chat entry points from the routers answer the side bar already has (no request of
 * its own), so a click opens the built-in chat at once instead of a popup first.
 */
function useWarmLiveChatTarget(): void {
  const routers = useQuery({ ...routersQueryOptions(useQueryLanguage()), enabled: false });
  const path = routers.data?.customerService.find((e) => e.csType === CsTypes.LIVE_CHAT)?.path ?? null;
  useEffect(() => {
    if (!path) return;
    let current = true;
    decryptCsPath(path)
      .then((url) => {
        if (current) setLiveChatTarget(url);
      })
      .catch(() => setLiveChatTarget(null));
    return () => {
      current = false;
    };
  }, [path]);
}

/**
 * An operator answered while the chat window is closed: a prompt that opens it (the reply is pushed to the
 * member's socket; the window, once open, reads it).
 */
function ReplyPrompt({ open }: { open: boolean }) {
  const { t } = useTranslation('system');
  const [shown, setShown] = useState(false);
  useEffect(
    () =>
      realtime.onPersonal((e: RealtimeEvent) => {
        if (e.type === 'chat' && e.kind === 'message' && e.sender === 'operator') setShown(true);
      }),
    [],
  );
  useEffect(() => {
    if (open) setShown(false);
    if (!shown || open) return;
    const timer = setTimeout(() => setShown(false), REPLY_PROMPT_MS);
    return () => clearTimeout(timer);
  }, [shown, open]);
  if (!shown || open) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-20 z-[60] mx-auto w-full max-w-sm px-4">
      <button
        type="button"
        data-testid="support-chat-reply-prompt"
        onClick={openSupportChat}
        className="w-full rounded-xl bg-gradient-to-r from-primary to-primary-strong px-4 py-3 text-left text-sm text-white shadow-lg"
      >
        <span className="block font-bold">{t('cs.replied')}</span>
        <span className="block text-white/80">{t('cs.openChat')}</span>
      </button>
    </div>
  );
}

/** Mounts the built-in support chat window while it is open (openCustomerService opens it). */
export function SupportChatHost() {
  useWarmLiveChatTarget();
  const open = useSupportChatWindow((s) => s.open);
  return (
    <>
      <ReplyPrompt open={open} />
      {open ? (
        <Suspense fallback={null}>
          <SupportChatWindow onClose={closeSupportChat} />
        </Suspense>
      ) : null}
    </>
  );
}
