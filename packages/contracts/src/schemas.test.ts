import { describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import { accountsContract, LoginRequestSchema, PowProofSchema, RegisterPayloadSchema } from './accounts.contract.js';
import { CustomerServiceConfigSchema, contentContract, FeedbackFieldsSchema } from './content.contract.js';
import { EncryptedBodySchema } from './crypto/hybrid.js';
import { ErrorEnvelopeSchema, okEnvelope } from './envelope.js';
import { systemContract, WhitelabelNodeSchema } from './system.contract.js';

// The contracts are zod/mini schemas (kept out of classic zod so the web bundle stays small). These pin
// the behaviours the classic chains had: trim before length checks, defaults, integer checks, refine
// messages, coercion, recursion, and the error class the server's error handler recognises.
describe('contract schemas (zod/mini)', () => {
  it('trims before checking lengths and fills defaults', () => {
    const parsed = LoginRequestSchema.parse({ type: 'username', username: `  ${'a'.repeat(64)}  `, password: 'x' });
    expect(parsed.username).toBe('a'.repeat(64));
    expect(parsed).toMatchObject({ remember: false, area: 'member' });
    expect(LoginRequestSchema.safeParse({ type: 'username', username: '   ', password: 'x' }).success).toBe(false);
    expect(RegisterPayloadSchema.shape.username.parse(undefined)).toBe('');
    expect(FeedbackFieldsSchema.safeParse({ questionType: 'game', content: ` ${'c'.repeat(140)} ` }).success).toBe(
      true,
    );
    expect(FeedbackFieldsSchema.safeParse({ questionType: 'game', content: 'c'.repeat(141) }).success).toBe(false);
  });

  it('keeps integer, sign and length limits', () => {
    expect(PowProofSchema.safeParse({ id: 'a', counter: 0 }).success).toBe(true);
    expect(PowProofSchema.safeParse({ id: 'a', counter: -1 }).success).toBe(false);
    expect(PowProofSchema.safeParse({ id: 'a', counter: 1.5 }).success).toBe(false);
    expect(PowProofSchema.safeParse({ id: 'a'.repeat(65), counter: 1 }).success).toBe(false);
    const body = { key: 'k'.repeat(16), iv: 'i'.repeat(16), data: 'd', kid: 'x' };
    expect(EncryptedBodySchema.safeParse(body).success).toBe(true);
    expect(EncryptedBodySchema.safeParse({ ...body, iv: 'i'.repeat(25) }).success).toBe(false);
  });

  it('runs refinements with their message, coerces query numbers and applies query defaults', () => {
    const notices = contentContract.notices.query!;
    expect(notices.parse({})).toEqual({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: 'vi' });
    const bad = notices.safeParse({ types: 'B,XX' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Unknown notice type');
    expect(systemContract.routers.query!.parse({ device: '3' })).toEqual({ device: 3, language: 'vi' });
    expect(systemContract.routers.query!.safeParse({ device: '2' }).success).toBe(false);
    expect(accountsContract.affiliate.query!.parse({ code: ' VN88AG ' })).toEqual({ code: 'VN88AG', domain: '' });
  });

  it('parses recursive, extended and enveloped schemas', () => {
    const tree = [{ modId: 'a', enabled: '1', childrenNodes: [{ modId: 'b', enabled: '0', childrenNodes: [] }] }];
    expect(tree.map((n) => WhitelabelNodeSchema.parse(n))).toEqual(tree);
    const entry = { csType: 3, csPosition: 1, path: 'p', title: 't', type: 3 };
    expect(CustomerServiceConfigSchema.parse({ version: '1', paths: [entry] }).paths[0]).toEqual(entry);
    expect(okEnvelope(PowProofSchema).parse({ success: true, value: { id: 'a', counter: 2 } }).value.counter).toBe(2);
    expect(ErrorEnvelopeSchema.safeParse({ success: false, code: 'x', message: 'm' }).success).toBe(true);
  });

  it('throws the core zod error, which the server maps to invalid_input', () => {
    expect(() => FeedbackFieldsSchema.parse({})).toThrow($ZodError);
  });
});
