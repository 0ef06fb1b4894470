import { lazy, type ReactNode, Suspense } from 'react';
import { useSystemStatus } from '../../shared/system/system-hooks';
import { CenteredSpinner } from '../../shared/ui/spinner';

// The screens are rare: keep them (and their artwork) out of the home page's initial JS.
const MaintenanceScreen = lazy(() => import('./maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })));
const RegionBlockScreen = lazy(() => import('./region-block-screen').then((m) => ({ default: m.RegionBlockScreen })));

/**
 * Root render by system status (spec §2/§4): 0 the app, 1 the maintenance screen, 2 the
 * region-block screen. The status query re-checks itself every 30 s while not normal.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (status.isPending) return <BootSpinner />;
  // An unreachable status call must not lock everyone out: the app shows its own errors.
  const value = status.data;
  if (!value || value.status === 0) return <>{children}</>;
  const checkAgain = () => void status.refetch();
  return (
    <Suspense fallback={<BootSpinner />}>
      {value.status === 1 ? (
        <MaintenanceScreen maintenance={value.maintenance} checking={status.isFetching} onCheckAgain={checkAgain} />
      ) : (
        <RegionBlockScreen ip={value.ip} checking={status.isFetching} onCheckAgain={checkAgain} />
      )}
    </Suspense>
  );
}

function BootSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface-2" data-testid="boot-spinner">
      <CenteredSpinner />
    </div>
  );
}
