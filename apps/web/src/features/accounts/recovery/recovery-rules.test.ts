import type { RegisterFieldSetting } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkChangePassword, checkConfirmation, checkNewPassword, passwordRule } from '../password/password-rules';
import { checkMobile, emailAction, recoveryMethods } from './recovery-rules';

const FIELDS: RegisterFieldSetting[] = [
  {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'lettersAndDigits',
    minLength: 7,
    maxLength: 20,
  },
  {
    field: 'mobileNum',
    enabled: true,
    required: false,
    acceptedPattern: '^0?[35789]\\d{8}$',
    patternId: 'digits',
    minLength: 9,
    maxLength: 10,
  },
];

describe('recoveryMethods', () => {
  it('shows the switch only when both are on, mobile first', () => {
    expect(recoveryMethods({ EMAILRECOVERY: true, PHONERECOVERY: true })).toEqual({
      methods: ['mobileNum', 'email'],
      initial: 'mobileNum',
    });
    expect(recoveryMethods({ EMAILRECOVERY: true, PHONERECOVERY: false })).toEqual({
      methods: ['email'],
      initial: 'email',
    });
    expect(recoveryMethods({ EMAILRECOVERY: false, PHONERECOVERY: false })).toEqual({ methods: [], initial: null });
  });
});

describe('checkMobile', () => {
  it('uses the operator rule for Vietnamese numbers', () => {
    expect(checkMobile(FIELDS, '0912345678', '84')).toBeNull();
    expect(checkMobile(FIELDS, '912345678', '84')).toBeNull();
    expect(checkMobile(FIELDS, '', '84')).toEqual({ key: 'required', params: {} });
    expect(checkMobile(FIELDS, '0123', '84')).toMatchObject({ key: 'length', params: { min: 9, max: 10 } });
    expect(checkMobile(FIELDS, '0212345678', '84')).toMatchObject({ key: 'pattern' });
    expect(checkMobile(undefined, '0212345678', '84')).toMatchObject({ key: 'pattern' });
  });
  it('checks other countries by length only', () => {
    expect(checkMobile(FIELDS, '812345678', '66')).toBeNull();
    expect(checkMobile(FIELDS, '12a45', '66')).toMatchObject({ key: 'pattern' });
  });
});

describe('emailAction', () => {
  it('sends a reset code for an e-mail address, opens chat for anything else', () => {
    expect(emailAction(' demo01@vn88club.example ')).toBe('email');
    expect(emailAction('I lost my phone')).toBe('chat');
    expect(emailAction('')).toBe('chat');
  });
});

describe('password rules', () => {
  const rule = passwordRule(FIELDS);
  it('takes the registration password rule, forced required', () => {
    expect(rule).toMatchObject({ enabled: true, required: true, minLength: 7, patternId: 'lettersAndDigits' });
    expect(passwordRule(undefined)).toMatchObject({ minLength: 7, required: true });
  });
  it('refuses short, letter-only and the default weak password', () => {
    expect(checkNewPassword(rule, 'abc123')).toMatchObject({ key: 'length' });
    expect(checkNewPassword(rule, 'abcdefgh')).toMatchObject({ key: 'pattern', patternId: 'lettersAndDigits' });
    expect(checkNewPassword(passwordRule(undefined), '{secret}')).toMatchObject({ key: 'pattern' });
    expect(checkNewPassword(rule, 'abc12345')).toBeNull();
  });
  it('needs the confirmation equal, and the old password unless known', () => {
    expect(checkConfirmation('abc12345', '')).toEqual({ key: 'required', params: {} });
    expect(checkConfirmation('abc12345', 'abc12346')).toEqual({ key: 'mismatch', params: {} });
    const v = { oldPassword: '', newPassword: 'abc12345', confirmNewPassword: 'abc12345' };
    expect(checkChangePassword(rule, v, false)).toEqual({ oldPassword: { key: 'required', params: {} } });
    expect(checkChangePassword(rule, v, true)).toEqual({});
  });
});
