import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useInitialConfig } from '../../shared/system';
import { AuthCard } from './components/auth-card';
import { OfficialLinks } from './components/official-links';
import { ForgetForm } from './recovery/forget-form';

/**
 * Forgot-password page (spec §2 /forget, no header): the recovery form, official links and
 * customer service. `banner` is the w_forget banner area when the route group passes it.
 * ?resetToken= (the e-mailed reset link) opens the e-mail reset step with the code filled in.
 */
export function ForgetPage({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation('auth');
  const { data: config } = useInitialConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetToken = params.get('resetToken')?.trim().slice(0, 128) || null;
  return (
    <div data-testid="forget-page" className="min-h-screen bg-surface-2">
      <div className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 max-w-[1100px] items-center justify-between px-3 sm:px-4">
          <Link to="/" className="text-lg font-extrabold text-primary">
            {config?.siteName ?? t('common:siteName')}
          </Link>
          <Link to="/login" className="text-sm font-semibold text-text-muted hover:text-primary">
            {t('forget.backToLogin')}
          </Link>
        </div>
      </div>
      {banner}
      <div className="mx-auto grid w-full max-w-[1100px] items-start gap-5 px-3 py-5 sm:px-4 sm:py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <AuthCard
          testId="forget-card"
          title={t('forget.title')}
          subtitle={t('forget.subtitle')}
          footer={
            <Link to="/" className="font-semibold text-primary hover:underline" data-testid="forget-home-link">
              {t('pages:backHome')}
            </Link>
          }
        >
          <ForgetForm resetToken={resetToken} onReset={() => navigate('/login')} />
        </AuthCard>
        <OfficialLinks />
      </div>
    </div>
  );
}
