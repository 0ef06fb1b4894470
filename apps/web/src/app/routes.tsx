import { Route, Routes } from 'react-router';
import { AppShell } from './app-shell';
import { DepositReturnRedirect } from './deposit-return-redirect';
import { NotFoundPage } from './not-found-page';
import { PAGES } from './route-table';

/** The route table: every page inside the shell (layout, guards, error boundary, Suspense). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {PAGES.flatMap(([paths, Page]) => paths.map((path) => <Route key={path} path={path} element={<Page />} />))}
        <Route path="/depositv2" element={<DepositReturnRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
