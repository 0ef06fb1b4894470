import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createQueryMemo } from './query-memo.js';

const schema = z.object({
  pageNo: z._default(z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)), 1),
  tags: z.optional(z.array(z.string())),
});
const request = (url: string) =>
  ({ url, query: Object.fromEntries(new URL(url, 'http://x').searchParams) }) as unknown as FastifyRequest;

describe('createQueryMemo', () => {
  it('parses a query string once and shares the frozen value', () => {
    let parses = 0;
    const counting = z.pipe(
      z.object({ n: z.string() }),
      z.transform((v) => {
        parses += 1;
        return { n: v.n, list: [v.n] };
      }),
    );
    const memo = createQueryMemo(counting, 10);
    const a = memo(request('/x?n=1'));
    expect(memo(request('/x?n=1'))).toBe(a);
    expect(parses).toBe(1);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen((a as { list: string[] }).list)).toBe(true);
    expect(memo(request('/x?n=2'))).toEqual({ n: '2', list: ['2'] });
    expect(parses).toBe(2);
  });

  it('refuses an invalid query every time: only parsed queries are kept', () => {
    const memo = createQueryMemo(schema, 10);
    expect(() => memo(request('/x?pageNo=abc'))).toThrow();
    expect(() => memo(request('/x?pageNo=abc'))).toThrow();
    expect(memo(request('/x'))).toEqual({ pageNo: 1 });
    expect(memo(request('/x?pageNo=3'))).toEqual({ pageNo: 3 });
  });

  it('holds at most `max` strings, the oldest out first, and never a very long one', () => {
    const memo = createQueryMemo(schema, 2);
    const first = memo(request('/x?pageNo=1'));
    memo(request('/x?pageNo=2'));
    memo(request('/x?pageNo=3'));
    expect(memo(request('/x?pageNo=1'))).not.toBe(first);
    const long = `/x?pageNo=1&pad=${'a'.repeat(600)}`;
    expect(memo(request(long))).not.toBe(memo(request(long)));
  });
});
