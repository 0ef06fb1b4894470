import type { LoginResult } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../components/captcha-field';
import { accountErrorText, captchaFlag, errorCode } from '../lib/account-errors';
import { prepareAntiBot } from '../lib/anti-bot';
import { completeLogin, type LoginMethod } from '../lib/complete-login';
import { clearRemembered, readRemembered } from '../lib/remember-me';
import {
  type LoginArea,
  loginBySms,
  loginByUsername,
  loginFreePlay,
  newIpCheckOf,
  revokeRemembered,
  sendLoginSms,
} from './login-actions';
import { openNewIpDialog } from './new-ip-dialog';

export type LoginMode = 'username' | 'sms';

/** Captcha codes after which a new image is needed: every captcha is single use. */
const CAPTCHA_CODES = new Set(['captcha_required', 'captcha_invalid']);

/**
 * State and actions of the login form (spec §2/§4/§5), shared by the /login card and the compact
 * header form: validation, the loader, the captcha when the server flags it, the new-IP check,
 * remember-me and free play.
 */
export function useLoginForm(area: LoginArea = 'member', { prepareOnMount = true }: { prepareOnMount?: boolean } = {}) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<LoginMode>('username');
  const [remembered, setRemembered] = useState(() => readRemembered(Date.now()));
  const [username, setUsername] = useState(() => remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => remembered !== null);
  const [captchaText, setCaptchaText] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [dialCode, setDialCode] = useState('');
  const [busy, setBusy] = useState<false | 'login' | 'freeplay'>(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<
    Partial<Record<'username' | 'password' | 'captcha' | 'mobile' | 'smsCode', string>>
  >({});
  const captcha = useCaptcha(captchaShown);
  // The proof of work is solved while the player types, so the button answers at once.
  useEffect(() => {
    if (prepareOnMount && mode === 'username') prepareAntiBot();
  }, [mode, prepareOnMount]);

  const finish = async (result: LoginResult, method: LoginMethod) => {
    await completeLogin(result, {
      method,
      area,
      remember: method === 'username' ? remember : undefined,
      password: method === 'username' ? password : undefined,
    });
  };

  const fail = (err: unknown, method: LoginMethod) => {
    const check = newIpCheckOf(err);
    if (check) {
      openNewIpDialog(check, (r) => void finish(r, method));
      return;
    }
    setError(accountErrorText(t, err));
    if (captchaFlag(err) || CAPTCHA_CODES.has(errorCode(err))) {
      setCaptchaText('');
      if (captchaShown) captcha.reload();
      else setCaptchaShown(true);
    } else if (captchaShown) {
      // The server used the captcha up with this attempt, whatever the answer.
      setCaptchaText('');
      captcha.reload();
    }
  };

  const validate = (): boolean => {
    const errs: typeof fieldErrors = {};
    if (mode === 'username') {
      if (!username.trim()) errs.username = t('login.usernameRequired');
      if (!password) errs.password = t('login.usernameRequired');
      if (captchaShown && !captchaText.trim()) errs.captcha = t('login.captchaRequired');
    } else {
      if (!/^\+?\d{6,15}$/.test(mobile.trim())) errs.mobile = t('login.mobileRequired');
      if (!smsCode.trim()) errs.smsCode = t('login.smsCodeRequired');
    }
    setFieldErrors(errs);
    return Object.keys(errs).length === 0;
  };

  const submit = async () => {
    if (busy) return;
    setError(null);
    if (!validate()) return;
    setBusy('login');
    const method: LoginMethod = mode;
    try {
      const result =
        mode === 'username'
          ? await loginByUsername({
              username,
              password,
              captcha: captchaShown ? captchaText : undefined,
              captchaId: captchaShown ? captcha.captchaId : undefined,
              remember,
              area,
            })
          : await loginBySms({ mobile, code: smsCode, countryDialingCode: dialCode || undefined, area });
      await finish(result, method);
    } catch (err) {
      fail(err, method);
      if (mode === 'username') prepareAntiBot();
    } finally {
      setBusy(false);
    }
  };

  const freePlay = async () => {
    if (busy) return;
    setError(null);
    setBusy('freeplay');
    try {
      await finish(await loginFreePlay(), 'freeplay');
    } catch (err) {
      setError(accountErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  /** Unticking remember-me revokes the stored token at once (not only at the next login). */
  const changeRemember = (on: boolean) => {
    setRemember(on);
    if (!on) forgetRemembered();
  };

  /** Drops the remembered login here and revokes its token on the server. */
  const forgetRemembered = () => {
    const stored = readRemembered(Date.now());
    clearRemembered();
    setRemembered(null);
    if (stored) void revokeRemembered(stored.rememberToken);
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setError(null);
    setFieldErrors({});
  };

  return {
    mode,
    switchMode,
    username,
    setUsername,
    password,
    setPassword,
    remember,
    changeRemember,
    remembered,
    forgetRemembered,
    dropRemembered: () => {
      clearRemembered();
      setRemembered(null);
      setRemember(false);
    },
    captchaShown,
    captcha,
    captchaText,
    setCaptchaText,
    mobile,
    setMobile,
    smsCode,
    setSmsCode,
    dialCode,
    setDialCode,
    sendSms: () => sendLoginSms(mobile, dialCode || undefined),
    canSendSms: () => {
      const ok = /^\+?\d{6,15}$/.test(mobile.trim());
      setFieldErrors((e) => ({ ...e, mobile: ok ? undefined : t('login.mobileRequired') }));
      return ok;
    },
    busy,
    error,
    fieldErrors,
    submit,
    freePlay,
  };
}
export type LoginFormController = ReturnType<typeof useLoginForm>;
