import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './components/auth-card';
import { RegisterFormSlot } from './components/form-slots';

/** Where the referral code from ?referralCode= is kept until registration sends it (spec §2). */
export const REFERRAL_STORAGE_KEY = 'referralCode';
const BENEFITS = ['games', 'fast', 'support', 'safe'] as const;

function storedReferral(): string | null {
  try {
    return sessionStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Registration page (spec §2 /register, /register.html): keeps ?referralCode for the form. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const fromUrl = params.get('referralCode')?.trim().slice(0, 64) || null;
  const referralCode = fromUrl ?? storedReferral();
  useEffect(() => {
    if (!fromUrl) return;
    try {
      sessionStorage.setItem(REFERRAL_STORAGE_KEY, fromUrl);
    } catch {
      // Private mode: the code still reaches the form through the address for this visit.
    }
  }, [fromUrl]);

  return (
    <div
      data-testid="register-page"
      className="mx-auto grid w-full max-w-[1100px] gap-5 px-3 py-4 sm:px-4 sm:py-8 lg:grid-cols-[minmax(0,1fr)_460px]"
    >
      <section className="order-2 rounded-3xl bg-gradient-to-br from-primary-strong to-primary p-6 text-white sm:p-8 lg:order-1">
        <h2 className="text-2xl font-extrabold">{t('register.whyTitle')}</h2>
        <ul className="mt-5 flex flex-col gap-4">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent text-[#1c1530]">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-[3]">
                  <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <div>
                <h3 className="text-sm font-bold">{t(`register.benefits.${b}.title`)}</h3>
                <p className="text-[13px] leading-5 text-white/80">{t(`register.benefits.${b}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-xs text-white/70">{t('register.age')}</p>
      </section>
      <div className="order-1 lg:order-2">
        <AuthCard
          testId="register-card"
          title={t('register.title')}
          subtitle={t('register.subtitle')}
          footer={
            <div className="flex flex-col gap-2">
              <span>
                {t('register.hasAccount')}{' '}
                <Link
                  to="/login"
                  className="font-semibold text-primary hover:underline"
                  data-testid="register-login-link"
                >
                  {t('pages:login')}
                </Link>
              </span>
              <span>
                {t('register.termsPrefix')}{' '}
                <Link
                  to="/help#term"
                  className="font-semibold text-primary hover:underline"
                  data-testid="register-terms-link"
                >
                  {t('register.terms')}
                </Link>
              </span>
            </div>
          }
        >
          {referralCode ? (
            <p
              data-testid="referral-code"
              className="mb-4 flex items-center justify-between gap-2 rounded-xl bg-accent/15 px-4 py-2.5 text-sm"
            >
              <span className="text-text-muted">{t('register.referral')}</span>
              <strong className="font-mono text-money">{referralCode}</strong>
            </p>
          ) : null}
          <RegisterFormSlot referralCode={referralCode} />
        </AuthCard>
      </div>
    </div>
  );
}
