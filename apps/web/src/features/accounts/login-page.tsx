import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthArt } from './components/auth-art';
import { AuthCard } from './components/auth-card';
import { LoginForm } from './login/login-form';
import { useOauthReturn } from './oauth/use-oauth-return';

/**
 * Login page (spec §2 /login, header-only layout). `banner` is the w_login banner area, passed in
 * by the app's route group (features do not import one another); generated art stands in without it.
 */
export function LoginPage({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation('auth');
  useOauthReturn();
  return (
    <div
      data-testid="login-page"
      className="mx-auto grid w-full max-w-[1440px] items-stretch gap-5 px-3 py-4 sm:px-4 sm:py-8 lg:grid-cols-[minmax(0,1fr)_440px]"
    >
      <div className={banner ? 'min-w-0 overflow-hidden rounded-3xl' : 'hidden lg:block'}>{banner ?? <AuthArt />}</div>
      <AuthCard
        testId="login-card"
        title={t('login.title')}
        subtitle={t('login.subtitle')}
        footer={
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to="/forget" className="font-semibold text-primary hover:underline" data-testid="login-forget-link">
              {t('login.forgot')}
            </Link>
            <span>
              {t('login.noAccount')}{' '}
              <Link
                to="/register"
                className="font-semibold text-primary hover:underline"
                data-testid="login-register-link"
              >
                {t('pages:register')}
              </Link>
            </span>
          </div>
        }
      >
        <LoginForm />
      </AuthCard>
    </div>
  );
}
