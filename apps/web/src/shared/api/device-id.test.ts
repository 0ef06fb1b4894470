import { DEVICE_ID_PATTERN } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { deviceId } from './device-id';

/** A Storage in memory; `failing` throws as blocked storage does. */
function memory(failing = false): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => {
      if (failing) throw new DOMException('blocked', 'SecurityError');
      return map.get(k) ?? null;
    },
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('device id', () => {
  it('is made once, 128 random bits as 32 hex characters, and kept', () => {
    const s = memory();
    const id = deviceId(s);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(DEVICE_ID_PATTERN.test(id!)).toBe(true);
    expect(s.getItem('deviceId')).toBe(id);
    expect(deviceId(s)).toBe(id);
    expect(deviceId(s)).toBe(id);
  });

  it('differs between browsers (another storage)', () => {
    const ids = new Set(Array.from({ length: 20 }, () => deviceId(memory())));
    expect(ids.size).toBe(20);
  });

  it('replaces a stored value of the wrong shape rather than sending it', () => {
    for (const bad of ['', 'abc', 'A'.repeat(32), `${'0'.repeat(31)}g`, '0'.repeat(33), 'x'.repeat(64)]) {
      const s = memory();
      s.setItem('deviceId', bad);
      const id = deviceId(s);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(s.getItem('deviceId')).toBe(id);
    }
  });

  it('is none where storage is blocked or missing', () => {
    expect(deviceId(memory(true))).toBeNull();
    expect(deviceId(undefined)).toBeNull();
  });
});
