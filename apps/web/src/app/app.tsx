import { queryClient } from '../shared/api/query-client';
import { setAppNavigator } from '../shared/router/app-navigator';
import { currentHost } from '../shared/system/system-hooks';
import { initialConfigQueryOptions, systemStatusQueryOptions } from '../shared/system/system-queries';
import { applyTheme } from '../shared/theme/theme';
import { createAppHistory } from './app-history';
import { AppRouter } from './app-router';
import { installE2eHooks } from './e2e-hooks';
import { PageBoundary } from './page-boundary';
import { Providers } from './providers';
import { preparePage } from './route-table';
import { AppRoutes } from './routes';
import { StatusGate } from './status/status-gate';

// Before the first paint: the stored theme, and the two calls the first screen waits on.
applyTheme();
installE2eHooks();
void queryClient.prefetchQuery(systemStatusQueryOptions());
void queryClient.prefetchQuery(initialConfigQueryOptions(currentHost()));

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
