import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './hmac-signature.js';

const at = new Date('2026-11-22T05:00:00Z');
const body = Buffer.from('{"paymentId":"p","status":"success","amount":100}');

describe('callback signatures', () => {
  it('accepts its own signature and refuses other keys, other bytes, old or malformed headers', () => {
    const header = signBody('secret-key-0123456789', at, body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature('secret-key-0123456789', header, body, at)).toBe(true);
    expect(verifySignature('other-key-0123456789', header, body, at)).toBe(false);
    expect(verifySignature('secret-key-0123456789', header, Buffer.from(`${body} `), at)).toBe(false);
    expect(verifySignature('secret-key-0123456789', header, body, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySignature('secret-key-0123456789', 'v1=abc', body, at)).toBe(false);
    expect(verifySignature('secret-key-0123456789', undefined, body, at)).toBe(false);
  });
});
