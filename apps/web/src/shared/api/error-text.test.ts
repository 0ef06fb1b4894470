import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enErrors from '../../locales/en/errors.json';
import viErrors from '../../locales/vi/errors.json';
import { ApiError } from './client';
import { apiErrorText } from './error-text';

async function tFor(lng: 'vi' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { vi: { errors: viErrors }, en: { errors: enErrors } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

describe('apiErrorText', () => {
  it('names what the error details name (the lottery number a cap refused)', async () => {
    const err = new ApiError('lottery_number_cap', 422, 'x', { number: '68', limit: 100, numbers: ['68'] });
    expect(apiErrorText(await tFor('en'), err)).toBe(
      'The number 68 cannot take more bets in this draw: lower the points or choose another number',
    );
    expect(apiErrorText(await tFor('vi'), err)).toContain('Số 68 ');
  });

  it('never lets a detail named like an i18next option choose the text', async () => {
    const err = new ApiError('round_closed', 422, 'x', { count: 3, defaultValue: 'oops' });
    expect(apiErrorText(await tFor('en'), err)).toBe(enErrors.round_closed);
  });
});
