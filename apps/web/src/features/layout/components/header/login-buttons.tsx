import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../../shared/router/app-link';

/** Default account slot of the top bar: login and register buttons (the accounts issue replaces it). */
export function LoginButtons() {
  const { t } = useTranslation('layout');
  return (
    <div className="flex items-center gap-1.5 sm:gap-2" data-testid="login-slot">
      <AppLink
        to="/login"
        data-testid="header-login"
        className="whitespace-nowrap rounded-full border border-primary px-2 py-1.5 font-semibold text-[11px] text-primary transition hover:bg-primary-soft sm:px-5 sm:text-sm"
      >
        {t('header.login')}
      </AppLink>
      <AppLink
        to="/register"
        data-testid="header-register"
        className="whitespace-nowrap rounded-full bg-gradient-to-r from-accent to-accent-strong px-2 py-1.5 font-semibold text-[11px] text-white shadow-sm transition hover:brightness-110 sm:px-5 sm:text-sm"
      >
        {t('header.register')}
      </AppLink>
    </div>
  );
}
