import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRuleMessage, validateField } from './field-rules.js';
import { matchesPattern, type PatternId, PatternIds, parseSpecDate } from './patterns.js';

const examples: Record<PatternId, { good: string[]; bad: string[] }> = {
  anyLength: { good: ['a b', '!@#', 'Tiếng Việt'], bad: [] },
  letterFirstAlnum: { good: ['a1', 'Player88', 'z'], bad: ['1abc', 'ab c', 'ab_c', 'ábc'] },
  lettersChinese: { good: ['abc', '张三', 'Li张'], bad: ['abc1', 'a b', '张-三'] },
  email: {
    good: ['a@b.co', 'first.last+tag@mail.example.vn'],
    bad: ['a@b', 'a b@c.com', '@c.com', 'a@@c.com', 'a@c.c'],
  },
  lettersOrDigits: { good: ['abc', '123', 'a1b2'], bad: ['a-1', 'a 1', 'đ'] },
  lettersAndDigits: { good: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123', 'abc-123'] },
  digits: { good: ['0', '0912345678'], bad: ['12a', '+84', '1 2'] },
  hasUppercase: { good: ['abcD', 'A'], bad: ['abc', '123', 'đ'] },
  englishLettersSpaces: { good: ['Nguyen Van A', 'abc'], bad: ['Nguyễn', 'abc1', 'a-b'] },
  noSpaces: { good: ['abc', 'a-b_c!'], bad: ['a b', ' a', 'a\tb'] },
  chinesePunctuation: { good: ['你好，世界。', '张三'], bad: ['hello', '你好 world'] },
  date: {
    good: ['2000-02-29', '12-31-1999'],
    bad: ['1999-02-29', '2000-13-01', '31-12-1999', '2000/01/01', '99-01-01'],
  },
  korean: { good: ['안녕하세요', '김 민수'], bad: ['abc', '안녕1'] },
  thai: { good: ['สวัสดี'], bad: ['hello', 'สวัสดี1'] },
  thaiOrEnglish: { good: ['สวัสดี', 'hello', 'hello สวัสดี'], bad: ['hello1', '你好'] },
  uppercase: { good: ['ABC'], bad: ['AbC', 'A B', 'A1'] },
  strongPassword: { good: ['Abcdef1!', 'Xy9#zz'], bad: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1'] },
  fullNameSpaces: { good: ['NGUYEN VAN AN', 'Nguyễn Văn An', "O'Neil"], bad: ['Nguyen  Van', 'An1', ' An', ''] },
  japaneseFullWidth: { good: ['山田太郎', 'やまだ', '佐々木'], bad: ['ヤマダ', 'yamada', '山田 太郎'] },
};

describe('pattern kinds (spec §5)', () => {
  it.each(PatternIds)('%s accepts its good examples and refuses its bad ones', (id) => {
    for (const s of examples[id].good) expect(matchesPattern(id, s), `${id} should accept ${s}`).toBe(true);
    for (const s of examples[id].bad) expect(matchesPattern(id, s), `${id} should refuse ${s}`).toBe(false);
  });

  it('digits accepts exactly the strings of ASCII digits', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => matchesPattern('digits', s) === /^[0-9]+$/.test(s)));
  });

  it('lettersAndDigits implies lettersOrDigits and needs both classes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), (s) => {
        const both = /[A-Za-z]/.test(s) && /\d/.test(s);
        return matchesPattern('lettersAndDigits', s) === both && matchesPattern('lettersOrDigits', s);
      }),
    );
  });

  it('noSpaces refuses any string containing whitespace', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => !matchesPattern('noSpaces', `${a} ${b}`)));
  });

  it('date accepts every real calendar date in both orders and nothing else of that shape', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const y = d.getUTCFullYear();
        const m = String(d.getUTCMonth() + 1).padStart(2, '0');
        const day = String(d.getUTCDate()).padStart(2, '0');
        return parseSpecDate(`${y}-${m}-${day}`) !== null && parseSpecDate(`${m}-${day}-${y}`) !== null;
      }),
    );
    expect(parseSpecDate('2023-02-29')).toBeNull();
  });
});

const rule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'letterFirstAlnum',
  minLength: 2,
  maxLength: 15,
};

describe('validateField', () => {
  it('checks required, then length in code points, then pattern, then the accepted pattern', () => {
    expect(validateField(rule, '')).toEqual({ key: 'required', params: {} });
    expect(validateField({ ...rule, required: false }, '')).toBeNull();
    expect(validateField(rule, 'a')).toMatchObject({ key: 'length', params: { min: 2, max: 15 } });
    expect(validateField(rule, '1abc')).toMatchObject({ key: 'pattern', patternId: 'letterFirstAlnum' });
    expect(validateField({ ...rule, acceptedPattern: '^vn' }, 'abc')).toMatchObject({
      key: 'pattern',
      patternId: 'accepted',
    });
    expect(validateField(rule, 'player88')).toBeNull();
    expect(validateField({ ...rule, enabled: false }, '')).toBeNull();
    expect(validateField({ ...rule, patternId: 'anyLength', minLength: 2, maxLength: 2 }, '𝒳𝒴')).toBeNull();
  });

  it('reports an exact length when min equals max', () => {
    expect(validateField({ ...rule, minLength: 6, maxLength: 6 }, 'abc')).toMatchObject({ key: 'lengthExact' });
  });

  it('never throws on any input and any rule', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...PatternIds, null, 'unknown'),
        fc.nat(20),
        fc.nat(20),
        (value, patternId, a, b) => {
          validateField({ ...rule, patternId, minLength: Math.min(a, b), maxLength: Math.max(a, b, 1) }, value);
          return true;
        },
      ),
    );
  });
});

describe('formatRuleMessage', () => {
  it('fills (min) and (max) and collapses equal bounds', () => {
    expect(formatRuleMessage('Từ (min)-(max) ký tự', { min: 2, max: 15 })).toBe('Từ 2-15 ký tự');
    expect(formatRuleMessage('Must be (min) - (max) characters', { min: 6, max: 6 })).toBe('Must be 6 characters');
    expect(formatRuleMessage('At least (min)', { min: 3, max: 9 })).toBe('At least 3');
  });
});
