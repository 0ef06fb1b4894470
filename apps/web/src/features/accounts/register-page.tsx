import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './components/auth-card';
import { currentReferralCode } from './register/referral';
import { RegisterForm } from './register/register-form';

const BENEFITS = ['games', 'fast', 'support', 'safe'] as const;

/** Registration page (spec §2 /register, /register.html): the form, with ?referralCode sent along. */
export function RegisterPage() {
  const { t } = useTranslation('register');
  const [params] = useSearchParams();
  // The app also keeps the code in sessionStorage, so it survives a visit to /help#term and back.
  const referralCode = currentReferralCode(params.get('referralCode'));

  return (
    <div
      data-testid="register-page"
      className="mx-auto grid w-full max-w-[1100px] gap-5 px-3 py-4 sm:px-4 sm:py-8 lg:grid-cols-[minmax(0,1fr)_460px]"
    >
      <section className="order-2 self-start rounded-3xl bg-gradient-to-br from-primary-strong to-primary p-6 text-white sm:p-8 lg:order-1">
        <h2 className="text-2xl font-extrabold">{t('page.whyTitle')}</h2>
        <ul className="mt-5 flex flex-col gap-4">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent text-[#1c1530]">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-[3]">
                  <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <div>
                <h3 className="text-sm font-bold">{t(`page.benefits.${b}.title`)}</h3>
                <p className="text-[13px] leading-5 text-white/80">{t(`page.benefits.${b}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-xs text-white/70">{t('page.age')}</p>
      </section>
      <div className="order-1 lg:order-2">
        <AuthCard
          testId="register-card"
          title={t('page.title')}
          subtitle={t('page.subtitle')}
          footer={
            <div className="flex flex-col gap-2">
              <span>
                {t('page.hasAccount')}{' '}
                <Link
                  to="/login"
                  className="font-semibold text-primary hover:underline"
                  data-testid="register-login-link"
                >
                  {t('pages:login')}
                </Link>
              </span>
              <Link
                to="/forget"
                className="font-semibold text-primary hover:underline"
                data-testid="register-forget-link"
              >
                {t('modal.forget')}
              </Link>
            </div>
          }
        >
          <RegisterForm
            referralCode={referralCode}
            termsLink={
              <Link
                to="/help#term"
                className="font-semibold text-primary hover:underline"
                data-testid="register-terms-link"
              >
                {t('terms.link')}
              </Link>
            }
          />
        </AuthCard>
      </div>
    </div>
  );
}
