import { describe, expect, it } from 'vitest';
import { paymentPasswordProblem } from './payment-password-rules';

describe('payment password form', () => {
  const base = { changing: false, oldPassword: '', newPassword: '246810', confirmPassword: '246810' };
  it('accepts 6 digits confirmed', () => {
    expect(paymentPasswordProblem(base)).toBeNull();
    expect(paymentPasswordProblem({ ...base, changing: true, oldPassword: '135790' })).toBeNull();
  });
  it('names the field at fault', () => {
    expect(paymentPasswordProblem({ ...base, changing: true })).toEqual({ field: 'old', problem: 'oldRequired' });
    expect(paymentPasswordProblem({ ...base, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      field: 'new',
      problem: 'format',
    });
    expect(paymentPasswordProblem({ ...base, newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({
      field: 'new',
      problem: 'format',
    });
    expect(paymentPasswordProblem({ ...base, confirmPassword: '246811' })).toEqual({
      field: 'confirm',
      problem: 'mismatch',
    });
  });
});
