import { AppError } from '../../../platform/http/app-error.js';

/**
 * Normalises a mobile number to E.164 digits without '+': country code, then the national number
 * without its trunk '0'. Vietnam (84) numbers must be 9 digits starting 3, 5, 7, 8 or 9; other
 * countries take 6–14 national digits. Throws 'mobile_missing' or 'mobile_invalid' (spec §8).
 */
export function normalizeMobile(raw: string | undefined | null, countryDialingCode = '84'): string {
  const cc = (countryDialingCode || '84').replace(/^\+/, '');
  const input = (raw ?? '').replace(/[\s.-]/g, '');
  if (!input) throw new AppError('mobile_missing', 400, 'Please enter a valid phone number.');
  if (!/^\d{1,4}$/.test(cc)) throw new AppError('mobile_invalid', 400, 'Invalid phone number format.');
  let national = input;
  if (national.startsWith('+')) {
    if (!national.startsWith(`+${cc}`)) throw new AppError('mobile_invalid', 400, 'Invalid phone number format.');
    national = national.slice(cc.length + 1);
  }
  if (!/^\d+$/.test(national)) throw new AppError('mobile_invalid', 400, 'Invalid phone number format.');
  national = national.replace(/^0/, '');
  const ok = cc === '84' ? /^[35789]\d{8}$/.test(national) : /^\d{6,14}$/.test(national);
  if (!ok) throw new AppError('mobile_invalid', 400, 'Invalid phone number format.');
  return `${cc}${national}`;
}
