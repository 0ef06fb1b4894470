import { describe, expect, it } from 'vitest';
import { countdownSeconds, formatCountdown, SMS_SEND_THROTTLE_MS, secondsLeft, throttleWait } from './countdown';

describe('SMS countdown maths', () => {
  it('lasts expiredMinutes × 60 seconds (spec §4)', () => {
    expect(countdownSeconds(5)).toBe(300);
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(0)).toBe(0);
    expect(countdownSeconds(-3)).toBe(0);
    expect(countdownSeconds(Number.NaN)).toBe(0);
  });

  it('counts whole seconds left, rounding up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('formats as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-1)).toBe('0:00');
  });
});

describe('throttle (one send per 1000 ms; captcha refresh at most once a second)', () => {
  it('lets the first press through and makes the next wait out the interval', () => {
    expect(throttleWait(null, 5_000, SMS_SEND_THROTTLE_MS)).toBe(0);
    expect(throttleWait(5_000, 5_400, SMS_SEND_THROTTLE_MS)).toBe(600);
    expect(throttleWait(5_000, 6_000, SMS_SEND_THROTTLE_MS)).toBe(0);
    expect(throttleWait(5_000, 9_000, SMS_SEND_THROTTLE_MS)).toBe(0);
  });
});
