import { accountsContract, type RegisterFieldSetting } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../shared/api/client';
import { primaryButtonClass } from '../components/field-styles';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { SmsCodeButton } from '../components/sms-code-button';
import { accountErrorText } from '../lib/account-errors';
import { completeLogin } from '../lib/complete-login';
import { requestEncrypted } from '../lib/secure-request';
import { checkNewPassword, newPasswordIssue, passwordRule } from '../password/password-rules';
import { CountryCodeSelect, DEFAULT_DIALING_CODE } from '../register/country-code-select';
import { fieldErrorText } from '../register/field-messages';
import type { FieldError } from '../register/register-form-model';
import { checkMobile, checkRequired } from './recovery-rules';
import { SubmitButtonContent } from './submit-button-content';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword';
// The register namespace's per-field texts (e.g. the password rule's wording) are reused by name.
const MESSAGE_FIELD: Record<Field, string> = {
  mobileNum: 'mobileNum',
  verificationCode: 'verificationCode',
  newPassword: 'password',
};

/**
 * Forgot by phone (spec §2/§4): mobile number, SMS code (purpose 'reset'), new password with
 * show/hide; the encrypted reset logs the player in with the new password and goes to /.
 */
export function PhoneResetForm({ fields }: { fields: readonly RegisterFieldSetting[] | undefined }) {
  const { t } = useTranslation('recovery');
  const [values, setValues] = useState<Record<Field, string>>({ mobileNum: '', verificationCode: '', newPassword: '' });
  const [country, setCountry] = useState(DEFAULT_DIALING_CODE);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = passwordRule(fields);

  const check = (name: Field, v = values): FieldError | null => {
    if (name === 'mobileNum') return checkMobile(fields, v.mobileNum, country);
    if (name === 'verificationCode') return checkRequired(v.verificationCode);
    return checkNewPassword(rule, v.newPassword);
  };
  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const blur = (name: Field) => {
    if (values[name]) setErrors((e) => ({ ...e, [name]: check(name) ?? undefined }));
  };
  const text = (name: Field) => {
    const e = errors[name];
    return e ? fieldErrorText(t, MESSAGE_FIELD[name], e) : null;
  };

  const mobileReady = () => {
    const e = check('mobileNum');
    setErrors((prev) => ({ ...prev, mobileNum: e ?? undefined }));
    return !e;
  };

  const submit = async () => {
    if (busy) return;
    setFormError(null);
    const found: Partial<Record<Field, FieldError>> = {};
    for (const name of ['mobileNum', 'verificationCode', 'newPassword'] as const) {
      const e = check(name);
      if (e) found[name] = e;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await requestEncrypted(accountsContract.resetByPhone, {
        newPassword: values.newPassword,
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: country,
        verificationCode: values.verificationCode.trim(),
      });
      await completeLogin(result, { method: 'reset' });
    } catch (err) {
      const issue = newPasswordIssue(err);
      if (issue) setErrors((e) => ({ ...e, newPassword: issue }));
      setFormError(accountErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="forget-phone-form"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormField
        label={t('fields.mobileNum.label')}
        placeholder={t('fields.mobileNum.placeholder')}
        testId="forget-mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        value={values.mobileNum}
        error={text('mobileNum')}
        onChange={(e) => set('mobileNum', e.target.value)}
        onBlur={() => blur('mobileNum')}
        leading={<CountryCodeSelect value={country} onChange={setCountry} testId="forget-country-code" />}
      />
      <FormField
        label={t('fields.smsCode.label')}
        placeholder={t('fields.smsCode.placeholder')}
        testId="forget-sms-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={values.verificationCode}
        error={text('verificationCode')}
        onChange={(e) => set('verificationCode', e.target.value)}
        after={
          <SmsCodeButton
            canSend={mobileReady}
            send={() =>
              request(accountsContract.smsNoLogin, {
                body: { mobileNum: values.mobileNum.trim(), countryDialingCode: country, purpose: 'reset' },
              })
            }
          />
        }
      />
      <NewPasswordFields
        maxLength={rule.maxLength}
        testIds={{ password: 'forget-new-password' }}
        password={{
          value: values.newPassword,
          error: text('newPassword'),
          onChange: (v) => set('newPassword', v),
          onBlur: () => blur('newPassword'),
        }}
      />
      <FormError message={formError} testId="forget-error" />
      <button type="submit" data-testid="forget-phone-submit" disabled={busy} className={primaryButtonClass}>
        <SubmitButtonContent busy={busy}>{t('mobile.submit')}</SubmitButtonContent>
      </button>
    </form>
  );
}
