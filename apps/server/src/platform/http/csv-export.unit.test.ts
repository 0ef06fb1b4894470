import { describe, expect, it } from 'vitest';
import { batchesOf, csvAmount, csvCell, csvChunks, csvLine, offsetBatches } from './csv-export.js';

const text = async (chunks: AsyncIterable<string>) => {
  let out = '';
  for await (const c of chunks) out += c;
  return out;
};

describe('csvCell', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula, not plain numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+84 90')).toBe("'+84 90");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell("-1+cmd|' /C calc'!A0")).toBe("'-1+cmd|' /C calc'!A0");
    expect(csvCell('-1200.50')).toBe('-1200.50');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12n)).toBe('12');
  });
});

describe('csvAmount', () => {
  it('writes minor units as an exact plain amount, past 2^53 too', () => {
    expect(csvAmount(1_800_050)).toBe('18000.50');
    expect(csvAmount(-5)).toBe('-0.05');
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(123456789012345678n)).toBe('1234567890123456.78');
  });
});

describe('csvChunks', () => {
  async function* batches() {
    yield [{ a: '=x', n: 1 }];
    yield [
      { a: 'b,c', n: 2 },
      { a: 'd', n: 3 },
    ];
  }
  const spec = { header: ['a', 'n'], line: (r: { a: string; n: number }) => [r.a, r.n] };

  it('writes the UTF-8 mark, the header and every row with CRLF', async () => {
    expect(await text(csvChunks({ ...spec, batches: batches() }))).toBe(`\uFEFFa,n\r\n'=x,1\r\n"b,c",2\r\nd,3\r\n`);
  });

  it('an empty list is the header alone', async () => {
    expect(await text(csvChunks({ ...spec, batches: (async function* () {})() }))).toBe('\uFEFFa,n\r\n');
  });

  it('stops at the cap and closes the batches', async () => {
    let closed = false;
    async function* endless() {
      try {
        for (let n = 0; ; n++) yield [{ a: 'r', n }];
      } finally {
        closed = true;
      }
    }
    const out = await text(csvChunks({ ...spec, batches: endless(), max: 3 }));
    expect(out.split('\r\n')).toEqual(['\uFEFFa,n', 'r,0', 'r,1', 'r,2', '']);
    expect(closed).toBe(true);
  });
});

describe('batch readers', () => {
  it('offsetBatches reads until a short batch', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => i);
    const calls: [number, number][] = [];
    const seen: number[][] = [];
    for await (const b of offsetBatches(async (limit, offset) => {
      calls.push([limit, offset]);
      return rows.slice(offset, offset + limit);
    }, 2))
      seen.push([...b]);
    expect(seen).toEqual([[0, 1], [2, 3], [4]]);
    expect(calls).toEqual([
      [2, 0],
      [2, 2],
      [2, 4],
    ]);
  });

  it('batchesOf turns a pushing producer into batches, and unwinds it when the reader stops', async () => {
    const all: number[][] = [];
    for await (const b of batchesOf<number[]>(async (emit) => {
      await emit([1, 2]);
      await emit([3]);
    }))
      all.push(b);
    expect(all).toEqual([[1, 2], [3]]);

    let unwound = false;
    let pushed = 0;
    const stopped = batchesOf<number[]>(async (emit) => {
      try {
        for (;;) {
          await emit([pushed++]);
        }
      } finally {
        unwound = true;
      }
    });
    for await (const b of stopped) if (b[0] === 1) break;
    expect(unwound).toBe(true);
    expect(pushed).toBe(2);
  });

  it('batchesOf passes a producer failure on to the reader', async () => {
    const failing = batchesOf<number[]>(async (emit) => {
      await emit([1]);
      throw new Error('database gone');
    });
    await expect(
      text(
        (async function* () {
          for await (const b of failing) yield String(b);
        })(),
      ),
    ).rejects.toThrow('database gone');
  });
});

describe('csvLine', () => {
  it('ends with CRLF', () => expect(csvLine(['a', 1, null])).toBe('a,1,\r\n'));
});
