import { describe, expect, it } from 'vitest';
import { FileFormatError, parseCsv, parseJson } from './catalogue-file.parse.js';

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, and keeps each row’s first line', () => {
    const csv = '\uFEFFa,b\r\n1,"x, ""y"""\r\n\r\n2,"two\nlines"\n3,\n';
    expect(parseCsv(csv)).toEqual([
      { line: 2, kind: 'game', fields: { a: '1', b: 'x, "y"' } },
      { line: 4, kind: 'game', fields: { a: '2', b: 'two\nlines' } },
      { line: 6, kind: 'game', fields: { a: '3' } },
    ]);
  });

  it('refuses a row with the wrong number of fields, an unclosed quote and an empty file, naming the line', () => {
    const err = (text: string) => {
      try {
        parseCsv(text);
      } catch (e) {
        return e instanceof FileFormatError ? [e.line, e.message] : e;
      }
      return null;
    };
    expect(err('a,b\n1,2\n1,2,3\n')).toEqual([3, 'Expected 2 fields, found 3']);
    expect(err('a,b\n1,"open\n')).toEqual([2, 'Unclosed quoted field']);
    expect(err('\n\n')).toEqual([1, 'The file is empty']);
  });
});

describe('parseJson', () => {
  it('gives each vendor and game the line its object starts on, nested arrays and tricky strings aside', () => {
    const json = [
      '{',
      '  "vendors": [',
      '    { "code": "A", "gameTypes": ["RNG", "LIVE"], "note": "has ] and { and \\" inside" }',
      '  ],',
      '  "games": [',
      '    {',
      '      "nodeId": "G1"',
      '    },',
      '',
      '    { "nodeId": "G2", "names": { "vi": "Hai" } }, { "nodeId": "G3" }',
      '  ]',
      '}',
    ].join('\n');
    expect(parseJson(json).map((r) => [r.kind, r.line, r.fields.code ?? r.fields.nodeId])).toEqual([
      ['vendor', 3, 'A'],
      ['game', 6, 'G1'],
      ['game', 10, 'G2'],
      ['game', 10, 'G3'],
    ]);
  });

  it('reads a bare array as games and refuses unknown top-level keys and non-object entries', () => {
    expect(parseJson('[\n {"nodeId": "X"},\n {"nodeId": "Y"}\n]').map((r) => r.line)).toEqual([2, 3]);
    expect(() => parseJson('{"games": [], "extra": 1}')).toThrow('Unknown top-level keys: extra');
    expect(() => parseJson('{"games": [\n 1\n]}')).toThrow(FileFormatError);
  });
});
