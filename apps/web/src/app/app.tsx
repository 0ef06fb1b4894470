import { queryClient } from '../shared/api/query-client';
import { setAppNavigator } from '../shared/router/app-navigator';
import { currentHost } from '../shared/system/system-hooks';
import { initialConfigQueryOptions, systemStatusQueryOptions } from '../shared/system/system-queries';
import { applyTheme } from '../shared/theme/theme';
import { createAppHistory } from './app-history';
import { AppRouter } from './app-router';
import { installE2eHooks } from './e2e-hooks';
import { startFirstScreen, whenSettled } from './first-screen';
import { PageBoundary } from './page-boundary';
import { Providers } from './providers';
import { preparePage } from './route-table';
import { AppRoutes } from './routes';
import { StatusGate } from './status/status-gate';

// Before the first paint: the stored theme, and the two calls the first screen waits on.
applyTheme();
installE2eHooks();
const firstScreen = whenSettled([
  queryClient.prefetchQuery(systemStatusQueryOptions()),
  queryClient.prefetchQuery(initialConfigQueryOptions(currentHost())),
  ...startFirstScreen(window.location.pathname),
]);

/**
 * Settles once the first screen can render whole (status, configuration, the page's chunk, its banners), or
 * after a few seconds: a page whose frame was pre-rendered keeps it until then (main.tsx) rather than
 * swapping it for spinners.
 */
export function firstScreenReady(): Promise<void> {
  return firstScreen;
}

const history = createAppHistory();
const prepareLocation = ({ pathname }: { pathname: string }) => preparePage(pathname);
// Plain functions (after login, logout, guards) navigate through the same history as <Link>.
setAppNavigator((to, o) => (o?.replace ? history.replace(to) : history.push(to)));

/** Root component: providers, then the app or a status screen (maintenance / region block). */
export function App() {
  return (
    <Providers>
      <PageBoundary>
        <StatusGate>
          <AppRouter history={history} prepare={prepareLocation}>
            <AppRoutes />
          </AppRouter>
        </StatusGate>
      </PageBoundary>
    </Providers>
  );
}
