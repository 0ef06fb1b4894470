import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { newIpCheckOf, osName } from './login-actions';

describe('login helpers', () => {
  it('reads the pending new-IP check from the server error', () => {
    expect(newIpCheckOf(new ApiError('new_ip_check_required', 403, 'x', { checkId: 'abc', method: 'sms' }))).toEqual({
      checkId: 'abc',
      method: 'sms',
    });
    expect(newIpCheckOf(new ApiError('new_ip_check_required', 403, 'x'))).toBeNull();
    expect(newIpCheckOf(new ApiError('wrong_credentials', 401, 'x', { checkId: 'abc', method: 'sms' }))).toBeNull();
  });

  it('names the OS for the free-play call', () => {
    expect(osName('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(osName('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(osName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(osName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('MacOS');
    expect(osName('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(osName('curl/8')).toBe('Other');
  });
});
