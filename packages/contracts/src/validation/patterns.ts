/**
 * The pattern kinds of spec §5, identified by patternId. The registration settings name one per field;
 * browser and server run these same functions so they always agree.
 */
export const PatternIds = [
  'anyLength', // any characters, length range only
  'letterFirstAlnum', // starts with a letter, then letters or digits
  'lettersChinese', // letters and Chinese characters
  'email',
  'lettersOrDigits', // letters or digits only
  'lettersAndDigits', // letters plus digits: must contain both, nothing else
  'digits',
  'hasUppercase', // at least one uppercase letter
  'englishLettersSpaces', // English letters and spaces
  'noSpaces',
  'chinesePunctuation', // Chinese with punctuation
  'date', // yyyy-MM-dd or MM-dd-yyyy, a real calendar date
  'korean',
  'thai',
  'thaiOrEnglish',
  'uppercase', // uppercase letters only
  'strongPassword', // upper, lower, digit and special character
  'fullNameSpaces', // full name: words of letters (any script, diacritics allowed) separated by single spaces
  'japaneseFullWidth', // Kanji / Hiragana (full width)
] as const;
export type PatternId = (typeof PatternIds)[number];

const HAN = '\\p{Script=Han}';
const res = {
  letterFirstAlnum: /^[A-Za-z][A-Za-z0-9]*$/,
  lettersChinese: new RegExp(`^[A-Za-z${HAN}]+$`, 'u'),
  // Practical e-mail shape: local@domain.tld, no spaces, one @, dotted domain with a 2+ letter TLD.
  email:
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  lettersOrDigits: /^[A-Za-z0-9]+$/,
  lettersAndDigits: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/,
  digits: /^\d+$/,
  hasUppercase: /[A-Z]/,
  englishLettersSpaces: /^[A-Za-z ]+$/,
  noSpaces: /^\S+$/u,
  chinesePunctuation: new RegExp(`^[${HAN}\\u3000-\\u303F\\uFF00-\\uFFEF，。、；：？！“”‘’（）《》·…—]+$`, 'u'),
  korean: /^[\p{Script=Hangul} ]+$/u,
  thai: /^[\p{Script=Thai} ]+$/u,
  thaiOrEnglish: /^[\p{Script=Thai}A-Za-z ]+$/u,
  uppercase: /^[A-Z]+$/,
  strongPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).+$/,
  fullNameSpaces: /^\p{L}+(?:[ '-]\p{L}+)* ?$/u,
  japaneseFullWidth: /^[\p{Script=Han}\p{Script=Hiragana}\u3005\u3006\u30FC]+$/u,
} as const;

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2200) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1]!;
}

/** Parses yyyy-MM-dd or MM-dd-yyyy into [y, m, d]; null when neither form or not a real date. */
export function parseSpecDate(value: string): [number, number, number] | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) {
    const t: [number, number, number] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isCalendarDate(...t) ? t : null;
  }
  m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (m) {
    const t: [number, number, number] = [Number(m[3]), Number(m[1]), Number(m[2])];
    return isCalendarDate(...t) ? t : null;
  }
  return null;
}

/** True when `value` matches pattern kind `id`. Length is checked separately (see validateField). */
export function matchesPattern(id: PatternId, value: string): boolean {
  switch (id) {
    case 'anyLength':
      return true;
    case 'date':
      return parseSpecDate(value) !== null;
    default:
      return res[id].test(value);
  }
}
