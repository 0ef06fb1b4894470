import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Root component: providers and the status-driven root render. */
export function App() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }));
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={client}>
      <main className="p-6 text-primary">{t('siteName')}</main>
    </QueryClientProvider>
  );
}
