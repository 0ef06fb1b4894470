/**
 * Numbers typed or pasted by a player ("12 34, 56;78" or one per line, as copied from a chat). Any run of
 * characters other than digits separates numbers. A token of the wrong length is reported, not
 * silently padded: '7' is not '07'.
 */
export interface ParsedNumbers {
  /** Well-formed numbers, first occurrence order, each once. */
  numbers: string[];
  /** Tokens that are not exactly `digits` digits. */
  invalid: string[];
  /** Numbers named more than once (kept once in `numbers`). */
  repeated: string[];
}

export function parseNumberText(text: string, digits: number): ParsedNumbers {
  const tokens = text.split(/[^0-9A-Za-z]+/).filter((t) => t.length > 0);
  const seen = new Set<string>();
  const numbers: string[] = [];
  const invalid: string[] = [];
  const repeated = new Set<string>();
  const pattern = new RegExp(`^[0-9]{${digits}}$`);
  for (const token of tokens) {
    if (!pattern.test(token)) {
      invalid.push(token);
      continue;
    }
    if (seen.has(token)) repeated.add(token);
    else {
      seen.add(token);
      numbers.push(token);
    }
  }
  return { numbers, invalid, repeated: [...repeated] };
}
