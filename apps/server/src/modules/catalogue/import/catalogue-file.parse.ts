// Reading a catalogue file into raw records that remember their line in the file, so every
// validation error can name the line an operator has to fix.

/** One record of the file: its fields as read, and the 1-based line where it starts. */
export interface RawRecord {
  line: number;
  kind: 'vendor' | 'game';
  fields: Record<string, unknown>;
}

/** The file as a whole cannot be read (not a row problem): nothing is imported. */
export class FileFormatError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, quotes and newlines). The first line is the header;
 * every later non-empty line is a game. Empty cells are left out so defaults apply.
 */
export function parseCsv(text: string): RawRecord[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) throw new FileFormatError(rowLine, 'Unclosed quoted field');
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  const nonEmpty = rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...data] = nonEmpty;
  if (!header) throw new FileFormatError(1, 'The file is empty');
  const names = header.cells.map((h) => h.trim());
  return data.map((r) => {
    if (r.cells.length !== names.length) {
      throw new FileFormatError(r.line, `Expected ${names.length} fields, found ${r.cells.length}`);
    }
    const fields: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const v = r.cells[i]!.trim();
      if (v !== '') fields[name] = v;
    });
    return { line: r.line, kind: 'game' as const, fields };
  });
}

/**
 * JSON: `{ "vendors": [...], "games": [...] }` or a bare array of games. Lines come from a scan of the
 * text for where each element of those arrays starts (JSON.parse keeps no positions).
 */
export function parseJson(text: string): RawRecord[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    // V8 names a position or a line in some versions and neither in others: report what it gives.
    const msg = String(e);
    const at = /position (\d+)/.exec(msg)?.[1];
    const line = /line (\d+)/.exec(msg)?.[1];
    const where = at ? lineAt(text, Number(at)) : line ? Number(line) : 1;
    throw new FileFormatError(where, `Not valid JSON: ${(e as Error).message}`);
  }
  const starts = elementLines(text);
  const records: RawRecord[] = [];
  const take = (list: unknown, kind: RawRecord['kind'], key: string) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) throw new FileFormatError(1, `"${key}" must be an array`);
    list.forEach((item, i) => {
      const line = starts.get(key)?.[i] ?? 1;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        throw new FileFormatError(line, 'Each entry must be an object');
      }
      records.push({ line, kind, fields: item as Record<string, unknown> });
    });
  };
  if (Array.isArray(doc)) take(doc, 'game', '');
  else if (typeof doc === 'object' && doc !== null) {
    const { vendors, games, ...rest } = doc as Record<string, unknown>;
    const unknownKeys = Object.keys(rest);
    if (unknownKeys.length > 0) throw new FileFormatError(1, `Unknown top-level keys: ${unknownKeys.join(', ')}`);
    take(vendors, 'vendor', 'vendors');
    take(games, 'game', 'games');
  } else throw new FileFormatError(1, 'Expected an object with "vendors" and "games", or an array of games');
  return records;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

/**
 * For the top-level array (key '') or the arrays under top-level keys: the line where each element
 * starts. A small scanner over already-valid JSON: tracks strings (with escapes), depth and the last
 * top-level key.
 */
function elementLines(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  let line = 1;
  let depth = 0;
  let key = '';
  let arrayKey: string | null = null;
  let expectValue = false;
  let lastString = '';
  const elementDepth = () => (arrayKey === '' ? 1 : 2);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') {
      line++;
      continue;
    }
    if (/\s/.test(ch)) continue;
    const atElementStart = arrayKey !== null && depth === elementDepth() && expectValue;
    if (atElementStart) push(out, arrayKey!, line);
    if (ch === '"') {
      let s = '';
      for (i++; i < text.length && text[i] !== '"'; i++) {
        if (text[i] === '\\') {
          s += text[i + 1];
          i++;
        } else s += text[i];
      }
      lastString = s;
      expectValue = false;
    } else if (ch === ':') {
      if (depth === 1) key = lastString;
      expectValue = false;
    } else if (ch === '[' || ch === '{') {
      depth++;
      if (ch === '[' && depth === 1) arrayKey = '';
      else if (ch === '[' && depth === 2 && arrayKey === null) arrayKey = key;
      // Only the first element of the tracked array follows '[' directly.
      expectValue = ch === '[' && arrayKey !== null && depth === elementDepth();
    } else if (ch === ']' || ch === '}') {
      depth--;
      if (ch === ']' && depth === 1 && arrayKey !== '') arrayKey = null;
      expectValue = false;
    } else if (ch === ',') {
      expectValue = arrayKey !== null && depth === elementDepth();
    } else expectValue = false;
  }
  return out;
}

function push(map: Map<string, number[]>, key: string, line: number) {
  const list = map.get(key) ?? [];
  list.push(line);
  map.set(key, list);
}
