import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countryCodesQueryOptions } from '../api/country-codes.api';
import { CaptchaField } from '../components/captcha-field';
import { inputClass } from '../components/field-styles';
import { FormField } from '../components/form-field';
import { PasswordField } from '../components/password-field';
import { SmsCodeButton } from '../components/sms-code-button';
import { useWhitelabelFlag } from '../lib/use-whitelabel-flag';
import type { LoginFormController } from './use-login-form';

/** Username, password and (when the server asks) captcha fields. */
export function UsernameFields({ form, compact }: { form: LoginFormController; compact?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        label={t('login.username')}
        placeholder={t('login.usernamePlaceholder')}
        hideLabel={compact}
        testId="login-username"
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        value={form.username}
        error={compact ? undefined : form.fieldErrors.username}
        onChange={(e) => form.setUsername(e.target.value)}
      />
      <PasswordField
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        hideLabel={compact}
        testId="login-password"
        maxLength={128}
        value={form.password}
        error={compact ? undefined : form.fieldErrors.password}
        onChange={(e) => form.setPassword(e.target.value)}
      />
      {form.captchaShown ? (
        <CaptchaField
          captcha={form.captcha}
          value={form.captchaText}
          hideLabel={compact}
          compact={compact}
          error={compact ? undefined : form.fieldErrors.captcha}
          onChange={form.setCaptchaText}
        />
      ) : null}
    </>
  );
}

/** Optional country code, mobile number and SMS code with the get-code button. */
export function SmsFields({ form }: { form: LoginFormController }) {
  const { t } = useTranslation('auth');
  const countryCodeOn = useWhitelabelFlag('COUNTRYCODE');
  const codes = useQuery({ ...countryCodesQueryOptions(), enabled: countryCodeOn });
  return (
    <>
      <FormField
        label={t('login.mobile')}
        placeholder={t('login.mobilePlaceholder')}
        testId="login-mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        value={form.mobile}
        error={form.fieldErrors.mobile}
        onChange={(e) => form.setMobile(e.target.value)}
        leading={
          countryCodeOn && codes.data && codes.data.length > 0 ? (
            <select
              aria-label={t('login.countryCode')}
              data-testid="login-country-code"
              value={form.dialCode || codes.data[0]?.code}
              onChange={(e) => form.setDialCode(e.target.value)}
              className={`${inputClass} w-24 shrink-0 px-2`}
            >
              {codes.data.map((c) => (
                <option key={`${c.country}-${c.code}`} value={c.code}>
                  +{c.code} {c.country}
                </option>
              ))}
            </select>
          ) : undefined
        }
      />
      <FormField
        label={t('login.smsCode')}
        placeholder={t('login.smsCodePlaceholder')}
        testId="login-sms-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={form.smsCode}
        error={form.fieldErrors.smsCode}
        onChange={(e) => form.setSmsCode(e.target.value)}
        after={<SmsCodeButton send={form.sendSms} canSend={form.canSendSms} />}
      />
    </>
  );
}
