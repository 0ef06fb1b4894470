import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthBootstrap } from '../features/accounts';
import { queryClient } from '../shared/api/query-client';
import { RealtimeHost } from '../shared/realtime';
import { applyTheme, useTheme } from '../shared/theme/theme';
import { ModalHost } from '../shared/ui/modal';
import { SupportChatHost } from './support-chat-host';

/** Keeps <html lang> and <html data-theme> in step with the chosen language and theme. */
function DocumentSync() {
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  useEffect(() => {
    document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;
  }, [i18n.resolvedLanguage, i18n.language]);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

/** App-wide providers: server state, the live socket, the modal host, document language and theme. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentSync />
      <AuthBootstrap />
      {children}
      {/* After the page: its toast region is the first element it draws, and the page's elements must come
          first to line up with a pre-rendered frame's (main.tsx renders over that frame). */}
      <RealtimeHost />
      <SupportChatHost />
      <ModalHost />
    </QueryClientProvider>
  );
}
