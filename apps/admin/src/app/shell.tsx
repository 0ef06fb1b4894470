import { operatorContract } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { call } from '../shared/api/client';
import { LANGUAGES, setLanguage } from '../shared/i18n/i18n';
import { clearSession } from '../shared/session/session';
import type { Me } from './me-type';
import { SCREENS } from './screens';

/** The frame: a sidebar of the screens this role may open, the operator, the language and sign-out. */
export function Shell({ me, children }: { me: Me; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const logout = async () => {
    await call(operatorContract.logout).catch(() => undefined);
    clearSession('logout');
    qc.clear();
  };
  const screens = SCREENS.filter((s) => s.nav !== false && me.permissions.includes(s.permission));
  return (
    <div className="flex min-h-full">
      <aside className="flex w-56 shrink-0 flex-col bg-slate-900 text-slate-100 max-md:w-44">
        <div className="px-4 py-4 text-lg font-semibold">{t('app.title')}</div>
        <nav aria-label={t('app.navigation')} className="flex flex-col gap-1 px-2">
          {screens.map((s) => (
            <NavLink
              key={s.key}
              to={s.path}
              end={s.path === '/'}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm ${isActive ? 'bg-brand text-white' : 'text-slate-300 hover:bg-slate-800'}`
              }
            >
              {t(i18n.exists(`nav.${s.key}`) ? `nav.${s.key}` : `${s.key}.nav`)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-3 border-b border-slate-200 bg-white px-6 py-3 text-sm">
          <span data-testid="operator-name" className="font-medium">
            {me.username}
          </span>
          <span className="rounded bg-brand-soft px-2 py-0.5 text-xs text-brand">{t(`roles.${me.role}`)}</span>
          <select
            aria-label={t('app.language')}
            value={i18n.language}
            onChange={(e) => setLanguage(e.target.value as (typeof LANGUAGES)[number])}
            className="rounded border border-slate-300 px-2 py-1"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`app.languages.${l}`)}
              </option>
            ))}
          </select>
          <button type="button" onClick={logout} className="text-slate-600 hover:text-slate-900">
            {t('app.logout')}
          </button>
        </header>
        <main className="flex-1 p-6">{children}</main>
      </div>
    </div>
  );
}
