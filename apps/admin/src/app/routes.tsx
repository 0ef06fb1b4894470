import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import type { Me } from './me-type';
import { SCREENS } from './screens';

/** The routes of every screen (screens.ts); a screen the role does not allow says so instead of calling. */
export function AppRoutes({ me }: { me: Me }) {
  const page = (s: (typeof SCREENS)[number]): ReactNode =>
    me.permissions.includes(s.permission) ? s.render(me) : <NotAllowed />;
  return (
    <Routes>
      {SCREENS.map((s) => (
        <Route key={s.key} path={s.path === '/' ? '/' : `${s.path}/*`} element={page(s)} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  return <p className="text-slate-600">{t('errors.operator_permission_denied')}</p>;
}

function NotFound() {
  const { t } = useTranslation();
  return <p className="text-slate-600">{t('common.notFound')}</p>;
}
