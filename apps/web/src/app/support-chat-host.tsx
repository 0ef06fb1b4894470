import { CsTypes, decryptCsPath } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { closeSupportChat, setLiveChatTarget, useSupportChatWindow } from '../shared/system/support-chat-launcher';
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

/** Mounts the built-in support chat window while it is open (openCustomerService opens it). */
export function SupportChatHost() {
  useWarmLiveChatTarget();
  const open = useSupportChatWindow((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatWindow onClose={closeSupportChat} />
    </Suspense>
  );
}
