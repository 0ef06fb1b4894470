import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { showDialog } from '../../../shared/ui/modal';
import { useCaptcha } from '../components/captcha-field';
import { accountErrorText } from '../lib/account-errors';
import { DEFAULT_DIALING_CODE } from './country-code-select';
import { fieldErrorText, serverFieldIssues } from './field-messages';
import {
  checkAll,
  checkField,
  type FieldError,
  type RegisterFieldName,
  type RegisterLayout,
  type RegisterType,
  type RegisterValues,
} from './register-form-model';
import { InvalidInvitationError, submitRegistration } from './register-submit';

type ErrorMap = Partial<Record<RegisterFieldName, FieldError>>;

/** Codes after which the used-up captcha must be replaced (the server spends one per attempt). */
const CAPTCHA_SPENT = new Set(['captcha_invalid', 'captcha_required']);

/**
 * State and actions of the registration form: values, per-field errors checked on blur and on
 * submit with the contracts' validators, terms and 18+ boxes, captcha, and the submit flow.
 */
export function useRegisterForm(layout: RegisterLayout | null, type: RegisterType | null, referralCode: string | null) {
  const { t } = useTranslation('register');
  const [values, setValues] = useState<RegisterValues>(() => (referralCode ? { referralCode } : {}));
  const [errors, setErrors] = useState<ErrorMap>({});
  const [countryCode, setCountryCode] = useState(DEFAULT_DIALING_CODE);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  // Spec §4: the terms box starts checked; the 18+ box is a deliberate confirmation.
  const [terms, setTerms] = useState(true);
  const [age, setAge] = useState(false);
  const [boxError, setBoxError] = useState<'terms' | 'age' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha(!!layout?.captcha);

  const fieldByName = useMemo(() => new Map(layout?.fields.map((f) => [f.name, f]) ?? []), [layout]);

  const setValue = (name: RegisterFieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field loses its error at once; new errors wait for blur or submit.
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  const blur = (name: RegisterFieldName) => {
    const field = fieldByName.get(name);
    if (!field || !(values[name] ?? '')) return;
    const e = checkField(field, values, new Date());
    setErrors((prev) => ({ ...prev, [name]: e ?? undefined }));
  };

  const errorText = (name: RegisterFieldName): string | null => {
    const e = errors[name];
    return e ? fieldErrorText(t, name, e) : null;
  };

  /** Validates the mobile number before a code is sent; shows the problem when it is not valid. */
  const mobileReady = (): boolean => {
    const field = fieldByName.get('mobileNum');
    if (!field) return false;
    const e = checkField({ ...field, rule: { ...field.rule, required: true } }, values, new Date());
    setErrors((prev) => ({ ...prev, mobileNum: e ?? undefined }));
    return !e;
  };

  const submit = async () => {
    if (!layout || !type || busy) return;
    setFormError(null);
    const found = checkAll(layout, values, new Date());
    setErrors(found);
    const captchaMissing = layout.captcha && !captchaAnswer.trim();
    setCaptchaError(captchaMissing ? t('errors.required') : null);
    if (Object.values(found).some(Boolean) || captchaMissing) return;
    if (!terms || !age) {
      setBoxError(!terms ? 'terms' : 'age');
      return;
    }
    setBoxError(null);
    setBusy(true);
    try {
      await submitRegistration({
        type,
        layout,
        values,
        countryDialingCode: countryCode,
        captcha: layout.captcha ? { captchaId: captcha.captchaId, answer: captchaAnswer } : null,
        termsAccepted: terms,
        ageConfirmed: age,
        referralCode,
      });
    } catch (err) {
      if (err instanceof InvalidInvitationError) {
        setErrors((e) => ({ ...e, affiliateCode: { key: 'pattern', params: {} } }));
        showDialog({
          icon: 'warning',
          title: t('invalidInvitation.title'),
          message: t('invalidInvitation.message'),
          testId: 'invalid-invitation-dialog',
        });
        return;
      }
      const issues = err instanceof ApiError ? serverFieldIssues(err.details) : [];
      if (issues.length > 0) {
        const next: ErrorMap = {};
        for (const i of issues)
          if (fieldByName.has(i.field as RegisterFieldName)) next[i.field as RegisterFieldName] = i.error;
        setErrors((e) => ({ ...e, ...next }));
      }
      setFormError(accountErrorText(t, err));
      if (layout.captcha) {
        // Every attempt used the image up, whatever went wrong.
        setCaptchaAnswer('');
        captcha.reload();
        if (err instanceof ApiError && CAPTCHA_SPENT.has(err.code)) setCaptchaError(accountErrorText(t, err));
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    setValue,
    blur,
    errorText,
    countryCode,
    setCountryCode,
    captcha,
    captchaAnswer,
    setCaptchaAnswer: (v: string) => {
      setCaptchaAnswer(v);
      setCaptchaError(null);
    },
    captchaError,
    terms,
    setTerms: (v: boolean) => {
      setTerms(v);
      if (v && boxError === 'terms') setBoxError(null);
    },
    age,
    setAge: (v: boolean) => {
      setAge(v);
      if (v && boxError === 'age') setBoxError(null);
    },
    boxError,
    formError,
    busy,
    submit,
    mobileReady,
  };
}
export type RegisterFormState = ReturnType<typeof useRegisterForm>;
