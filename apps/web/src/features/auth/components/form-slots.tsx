import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../../shared/system';

/**
 * Slots the accounts issue fills with the real forms (login, registration, password recovery).
 * Until then each says plainly that the form opens soon and offers live chat.
 */
function FormComingSoon({ kind }: { kind: 'login' | 'register' | 'forget' }) {
  const { t } = useTranslation('auth');
  return (
    <div
      data-testid={`${kind}-form-slot`}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary-soft/50 px-4 py-6 text-center"
    >
      <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-[#1c1530] uppercase">
        {t('pages:openingSoon')}
      </span>
      <p className="text-sm leading-6 text-text">{t(`soon.${kind}`)}</p>
      <button
        type="button"
        data-testid="cs-button"
        onClick={() => void openCustomerService()}
        className="inline-flex h-10 items-center gap-2 rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary-strong"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
          <path
            d="M4 13v-1a8 8 0 0 1 16 0v1M4 13v4h3v-5H4m16 1v4h-3v-5h3M17 17c0 2-2 3-5 3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('pages:contactCs')}
      </button>
    </div>
  );
}

/** Login form slot (spec §2 "Login form"). */
export function LoginFormSlot() {
  return <FormComingSoon kind="login" />;
}

/** Registration form slot; `referralCode` is the one read from the address (spec §2). */
export function RegisterFormSlot(_props: { referralCode: string | null }) {
  return <FormComingSoon kind="register" />;
}

/** Password-recovery form slot (email or mobile method). */
export function ForgetFormSlot() {
  return <FormComingSoon kind="forget" />;
}
