import { describe, expect, it } from 'vitest';
import { isPlayableUrl } from '../../../shared/game/launch-handoff';
import { pickHost, resolveLaunchUrl } from './launch-url';

const PAGE = 'https://site.example';

describe('pickHost', () => {
  it('picks by the random draw and never past the end', () => {
    expect(pickHost(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickHost(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pickHost(['a', 'b', 'c'], () => 0.9999)).toBe('c');
    expect(pickHost(['a', 'b'], () => 1)).toBe('b');
  });
  it('ignores blank entries and has no host for an empty list', () => {
    expect(pickHost([' ', 'x'], () => 0)).toBe('x');
    expect(pickHost([], () => 0)).toBeNull();
  });
});

describe('resolveLaunchUrl', () => {
  it('serves a relative address from a random launch host', () => {
    const hosts = ['https://g1.cdn.example', 'g2.cdn.example'];
    expect(resolveLaunchUrl('/house/slot?t=1', hosts, PAGE, () => 0)).toBe('https://g1.cdn.example/house/slot?t=1');
    expect(resolveLaunchUrl('/house/slot?t=1', hosts, PAGE, () => 0.7)).toBe('https://g2.cdn.example/house/slot?t=1');
  });
  it('uses the page origin when no launch host is configured', () => {
    expect(resolveLaunchUrl('/sim/play?s=1', [], PAGE)).toBe('https://site.example/sim/play?s=1');
  });
  it('keeps a vendor absolute address as given', () => {
    expect(resolveLaunchUrl('https://vendor.example/play?x=1', ['g1.cdn.example'], PAGE)).toBe(
      'https://vendor.example/play?x=1',
    );
  });
  it('refuses what is not an http(s) address', () => {
    expect(resolveLaunchUrl('javascript:alert(1)', [], PAGE)).toBeNull();
    expect(resolveLaunchUrl('data:text/html,hi', [], PAGE)).toBeNull();
    expect(resolveLaunchUrl('', [], PAGE)).toBeNull();
    expect(resolveLaunchUrl(null, [], PAGE)).toBeNull();
    expect(resolveLaunchUrl('http://[bad', [], PAGE)).toBeNull();
  });
});

describe('isPlayableUrl', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isPlayableUrl('https://vendor.example/x')).toBe(true);
    expect(isPlayableUrl('/relative')).toBe(false);
    expect(isPlayableUrl('javascript:alert(1)')).toBe(false);
    expect(isPlayableUrl(undefined)).toBe(false);
  });
});
