import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService, useRegisterSettings, useWhitelabel } from '../../../shared/system';
import { SkeletonText } from '../../../shared/ui/skeleton';
import { CaptchaField } from '../components/captcha-field';
import { primaryButtonClass, secondaryButtonClass } from '../components/field-styles';
import { FormField } from '../components/form-field';
import { SmsCodeButton } from '../components/sms-code-button';
import { flagOn } from '../lib/whitelabel-flags';
import { SubmitButtonContent } from '../recovery/submit-button-content';
import { CountryCodeSelect } from './country-code-select';
import { RegisterConsent } from './register-consent';
import { RegisterFieldInput } from './register-field-input';
import { type RegisterFlags, type RegisterType, registerLayout, registerTypes } from './register-form-model';
import { sendRegisterSms } from './register-submit';
import { useRegisterForm } from './use-register-form';

const FLAG_NAMES = ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'DIRECTREG3'] as const;

/**
 * The registration form (spec §2–§5): types from the whitelabel flags, fields from the register
 * settings. `termsLink` opens the terms (a router link on the page, a plain link in the modal).
 */
export function RegisterForm({ referralCode, termsLink }: { referralCode: string | null; termsLink: ReactNode }) {
  const { t } = useTranslation('register');
  const whitelabel = useWhitelabel();
  const settings = useRegisterSettings();
  const flags = useMemo(
    () => Object.fromEntries(FLAG_NAMES.map((f) => [f, flagOn(whitelabel.data, f)])) as unknown as RegisterFlags,
    [whitelabel.data],
  );
  const { types, initial } = registerTypes(flags);
  const [chosen, setChosen] = useState<RegisterType | null>(null);
  const type = chosen && types.includes(chosen) ? chosen : initial;
  const layout = useMemo(
    () => (settings.data && type ? registerLayout(settings.data, flags, type, referralCode) : null),
    [settings.data, flags, type, referralCode],
  );
  const form = useRegisterForm(layout, type, referralCode);

  if (whitelabel.isPending || settings.isPending) return <SkeletonText lines={6} />;
  if (whitelabel.isError || settings.isError) {
    return (
      <div data-testid="register-load-failed" className="flex flex-col items-center gap-3 py-4 text-sm">
        <p className="text-text-muted">{t('loadFailed')}</p>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => void Promise.all([whitelabel.refetch(), settings.refetch()])}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!type || !layout) {
    return (
      <div data-testid="register-disabled" className="flex flex-col items-center gap-3 py-4 text-center text-sm">
        <p className="leading-6 text-text">{t('disabled')}</p>
        <button
          type="button"
          data-testid="cs-button"
          className={primaryButtonClass}
          onClick={() => void openCustomerService()}
        >
          {t('pages:contactCs')}
        </button>
      </div>
    );
  }

  return (
    <form
      data-testid="register-form"
      data-type={type}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const el = e.currentTarget;
        // After a refused submit, the first field with a problem gets the focus (and scrolls into view).
        void form.submit().then(() => {
          requestAnimationFrame(() => el.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        });
      }}
    >
      {types.length > 1 ? (
        <div role="tablist" aria-label={t('typeLabel')} className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
          {types.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === type}
              data-testid={`register-type-${k}`}
              onClick={() => setChosen(k)}
              className={`h-9 rounded-lg text-sm font-semibold transition ${k === type ? 'bg-surface text-primary shadow-sm' : 'text-text-muted hover:text-text'}`}
            >
              {t(`types.${k}`)}
            </button>
          ))}
        </div>
      ) : null}

      {layout.fields.map((field) => {
        const isMobile = field.name === 'mobileNum';
        return (
          <div key={field.name} className="contents">
            <RegisterFieldInput
              field={field}
              value={form.values[field.name] ?? ''}
              error={form.errorText(field.name)}
              onChange={(v) => form.setValue(field.name, v)}
              onBlur={() => form.blur(field.name)}
              leading={
                isMobile ? (
                  <CountryCodeSelect
                    value={form.countryCode}
                    onChange={form.setCountryCode}
                    testId="register-country-code"
                  />
                ) : undefined
              }
            />
            {isMobile && layout.sms ? (
              <FormField
                label={`${t('fields.verificationCode.label')} *`}
                placeholder={t('fields.verificationCode.placeholder')}
                testId="register-verificationCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={255}
                value={form.values.verificationCode ?? ''}
                error={form.errorText('verificationCode')}
                onChange={(e) => form.setValue('verificationCode', e.target.value)}
                after={
                  <SmsCodeButton
                    canSend={form.mobileReady}
                    send={() => sendRegisterSms(form.values.mobileNum ?? '', form.countryCode)}
                  />
                }
              />
            ) : null}
          </div>
        );
      })}

      {layout.captcha ? (
        <CaptchaField
          captcha={form.captcha}
          value={form.captchaAnswer}
          onChange={form.setCaptchaAnswer}
          error={form.captchaError}
        />
      ) : null}

      <RegisterConsent form={form} termsLink={termsLink} />

      {form.formError ? (
        <p role="alert" data-testid="register-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {form.formError}
        </p>
      ) : null}

      <button type="submit" data-testid="register-submit" disabled={form.busy} className={primaryButtonClass}>
        <SubmitButtonContent busy={form.busy}>{form.busy ? t('submitting') : t('submit')}</SubmitButtonContent>
      </button>
    </form>
  );
}
