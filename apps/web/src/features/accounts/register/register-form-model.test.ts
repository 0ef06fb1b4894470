import type { RegisterFieldSetting } from '@app/contracts';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import enRegister from '../../../locales/en/register.json';
import viRegister from '../../../locales/vi/register.json';
import { fieldErrorKeys, fieldErrorText, serverFieldIssues } from './field-messages';
import {
  ageOn,
  checkAll,
  type RegisterFlags,
  type RegisterSettingsView,
  registerLayout,
  registerTypes,
  visibleValues,
} from './register-form-model';

const rule = (
  field: RegisterFieldSetting['field'],
  enabled: boolean,
  required: boolean,
  patternId: RegisterFieldSetting['patternId'],
  minLength: number,
  maxLength: number,
  acceptedPattern = '*',
): RegisterFieldSetting => ({ field, enabled, required, patternId, minLength, maxLength, acceptedPattern });

// The server's default settings (system.defaults.ts), trimmed to what these tests look at.
const SETTINGS: RegisterSettingsView = {
  fields: [
    rule('username', true, true, 'letterFirstAlnum', 2, 15),
    rule('password', true, true, 'lettersAndDigits', 7, 20),
    rule('confirmPassword', true, true, 'lettersAndDigits', 7, 20),
    rule('payeeName', true, false, 'englishLettersSpaces', 2, 50, '^[A-Za-z]+( [A-Za-z]+)*$'),
    rule('email', false, false, 'email', 6, 100),
    rule('mobileNum', true, false, 'digits', 9, 10, '^0?[35789]\\d{8}$'),
    rule('affiliateCode', true, false, 'lettersOrDigits', 4, 20),
    rule('referralCode', true, false, 'lettersOrDigits', 4, 20),
    rule('paymentPassword', true, true, 'digits', 6, 6),
    rule('captcha', true, true, 'lettersOrDigits', 4, 6),
  ],
  smsVerification: false,
  captcha: true,
};
const FLAGS: RegisterFlags = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: false,
  DIRECTREG3: true,
};
const NOW = new Date(2026, 5, 15);
const names = (l: ReturnType<typeof registerLayout>) => l.fields.map((f) => f.name);

describe('registerTypes', () => {
  it('starts on mobile when the mobile flag is on, and offers both', () => {
    expect(registerTypes(FLAGS)).toEqual({ types: ['mobile', 'username'], initial: 'mobile' });
  });
  it('offers one type only, and the password variant counts as mobile', () => {
    expect(registerTypes({ ...FLAGS, MOBILENUMREG3: false })).toEqual({ types: ['username'], initial: 'username' });
    expect(registerTypes({ ...FLAGS, USERNAMEREG3: false, MOBILENUMREG3: false, MOBILENUMPASSREG3: true })).toEqual({
      types: ['mobile'],
      initial: 'mobile',
    });
  });
  it('offers nothing without direct registration', () => {
    expect(registerTypes({ ...FLAGS, DIRECTREG3: false })).toEqual({ types: [], initial: null });
  });
});

describe('registerLayout', () => {
  it('shows the enabled fields of the username type; disabled ones are hidden', () => {
    const l = registerLayout(SETTINGS, FLAGS, 'username', null);
    expect(names(l)).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'payeeName',
      'paymentPassword',
      'affiliateCode',
    ]);
    expect(l.captcha).toBe(true);
    expect(l.sms).toBe(false);
    expect(l.fields.find((f) => f.name === 'mobileNum')?.rule.required).toBe(false);
  });
  it('mobile type: no username, mobile first and required', () => {
    const l = registerLayout(SETTINGS, FLAGS, 'mobile', null);
    expect(names(l).slice(0, 3)).toEqual(['mobileNum', 'password', 'confirmPassword']);
    expect(names(l)).not.toContain('username');
    expect(l.fields[0]?.rule.required).toBe(true);
  });
  it('SMS verification (setting or REGMOBVERF3) adds the code and makes the mobile required', () => {
    for (const [s, f] of [
      [{ ...SETTINGS, smsVerification: true }, FLAGS],
      [SETTINGS, { ...FLAGS, REGMOBVERF3: true }],
    ] as const) {
      const l = registerLayout(s, f, 'username', null);
      expect(l.sms).toBe(true);
      expect(l.fields.find((x) => x.name === 'mobileNum')?.rule.required).toBe(true);
    }
  });
  it('shows the referral code when it came from the address', () => {
    expect(names(registerLayout(SETTINGS, FLAGS, 'username', null))).not.toContain('referralCode');
    const l = registerLayout(SETTINGS, FLAGS, 'username', 'ABCD12');
    expect(l.fields.at(-1)?.name).toBe('referralCode');
  });
  it('a field the flow needs is shown even when the operator disabled it', () => {
    const s = {
      ...SETTINGS,
      fields: SETTINGS.fields.map((f) => (f.field === 'mobileNum' ? { ...f, enabled: false } : f)),
    };
    expect(names(registerLayout(s, FLAGS, 'mobile', null))).toContain('mobileNum');
    expect(names(registerLayout(s, FLAGS, 'username', null))).not.toContain('mobileNum');
  });
});

describe('checkAll', () => {
  const layout = registerLayout(SETTINGS, FLAGS, 'username', null);
  const good = { username: 'tester1', password: 'abc12345', confirmPassword: 'abc12345', paymentPassword: '123456' };
  it('passes a good form and keeps only visible, trimmed values', () => {
    expect(checkAll(layout, good, NOW)).toEqual({});
    expect(visibleValues(layout, { ...good, username: ' tester1 ', email: 'x@y.zz' })).toEqual(good);
  });
  it('reports rule problems, the confirmation and the age', () => {
    const e = checkAll(
      registerLayout(
        { ...SETTINGS, fields: [...SETTINGS.fields, rule('birthday', true, false, 'date', 10, 10)] },
        FLAGS,
        'username',
        null,
      ),
      { ...good, username: '1abc', confirmPassword: 'abc12346', birthday: '2010-01-01', paymentPassword: '' },
      NOW,
    );
    expect(e.username).toMatchObject({ key: 'pattern', patternId: 'letterFirstAlnum' });
    expect(e.confirmPassword).toEqual({ key: 'mismatch', params: {} });
    expect(e.birthday).toEqual({ key: 'age', params: {} });
    expect(e.paymentPassword).toEqual({ key: 'required', params: {} });
  });
  it('requires the SMS code when SMS verification is on', () => {
    const l = registerLayout({ ...SETTINGS, smsVerification: true }, FLAGS, 'mobile', null);
    const e = checkAll(l, { ...good, mobileNum: '0912345678' }, NOW);
    expect(e.verificationCode).toEqual({ key: 'required', params: {} });
  });
  it('ageOn reads both date forms', () => {
    expect(ageOn('2008-06-15', NOW)).toBe(18);
    expect(ageOn('06-16-2008', NOW)).toBe(17);
    expect(ageOn('nope', NOW)).toBeNull();
  });
});

describe('field messages', () => {
  const make = (lang: 'en' | 'vi') => {
    const i = createInstance();
    void i.init({
      lng: lang,
      resources: { [lang]: { register: lang === 'en' ? enRegister : viRegister } },
      interpolation: { escapeValue: false },
    });
    return i.t.bind(i) as TFunction;
  };
  it('fills (min)-(max) and collapses it when equal', () => {
    const t = make('en');
    expect(fieldErrorText(t, 'username', { key: 'length', params: { min: 2, max: 15 } })).toBe(
      'Username must be 2-15 characters',
    );
    expect(fieldErrorText(t, 'paymentPassword', { key: 'lengthExact', params: { min: 6, max: 6 } })).toBe(
      'Enter 6 characters',
    );
    expect(fieldErrorText(make('vi'), 'qqNum', { key: 'lengthExact', params: { min: 6, max: 6 } })).toBe(
      'Nhập 6 ký tự',
    );
  });
  it('prefers the field text, then the pattern kind, then the generic text', () => {
    const t = make('en');
    expect(fieldErrorKeys('email', { key: 'pattern', params: {}, patternId: 'email' })).toEqual([
      'register:fieldErrors.email.pattern',
      'register:fieldErrors.email.pattern_email',
      'register:patterns.email',
      'register:errors.pattern',
    ]);
    expect(fieldErrorText(t, 'email', { key: 'pattern', params: {}, patternId: 'email' })).toBe(
      'Please enter a valid email address',
    );
    expect(fieldErrorText(t, 'payeeName', { key: 'pattern', params: {}, patternId: 'accepted' })).toBe(
      'Real name format is incorrect',
    );
    expect(fieldErrorText(t, 'line', { key: 'required', params: {} })).toBe('Input cannot be empty');
    expect(fieldErrorText(make('vi'), 'confirmPassword', { key: 'mismatch', params: {} })).toBe('Mật khẩu không khớp');
  });
  it('reads the server field issues of an error', () => {
    expect(
      serverFieldIssues({ fields: [{ field: 'username', key: 'length', params: { min: 2, max: 15 } }, { bad: 1 }] }),
    ).toEqual([{ field: 'username', error: { key: 'length', params: { min: 2, max: 15 } } }]);
    expect(serverFieldIssues(null)).toEqual([]);
  });
  it('every pattern kind has a text in both languages', async () => {
    const { PatternIds } = await import('@app/contracts');
    for (const dict of [enRegister, viRegister]) {
      for (const id of PatternIds) expect(dict.patterns[id], id).toBeTruthy();
    }
  });
});
