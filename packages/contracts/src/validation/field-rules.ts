import { matchesPattern, type PatternId, PatternIds } from './patterns.js';

/** The rule the server sends for one form field (RegisterFieldSetting without the field name). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular-expression source, or '*' to accept everything. */
  acceptedPattern: string;
  patternId: string | null;
  minLength: number;
  maxLength: number;
}

/** A failed check: a message key (translated by the client) and its template parameters. */
export interface FieldProblem {
  key: 'required' | 'length' | 'lengthExact' | 'pattern';
  params: Record<string, string | number>;
  patternId?: PatternId | 'accepted';
}

const isPatternId = (id: string | null): id is PatternId => !!id && (PatternIds as readonly string[]).includes(id);

/**
 * Checks one value against its rule; returns null when it passes. Length counts Unicode code points.
 * Empty optional fields pass. A disabled field is never checked (the form does not show it).
 */
export function validateField(rule: FieldRule, raw: string | null | undefined): FieldProblem | null {
  if (!rule.enabled) return null;
  const value = raw ?? '';
  if (value.length === 0) return rule.required ? { key: 'required', params: {} } : null;
  const len = [...value].length;
  if (len < rule.minLength || len > rule.maxLength) {
    return rule.minLength === rule.maxLength
      ? { key: 'lengthExact', params: { min: rule.minLength, max: rule.maxLength } }
      : { key: 'length', params: { min: rule.minLength, max: rule.maxLength } };
  }
  if (isPatternId(rule.patternId) && !matchesPattern(rule.patternId, value)) {
    return { key: 'pattern', params: { min: rule.minLength, max: rule.maxLength }, patternId: rule.patternId };
  }
  if (rule.acceptedPattern !== '*' && rule.acceptedPattern !== '') {
    let re: RegExp;
    try {
      re = new RegExp(rule.acceptedPattern, 'u');
    } catch {
      return null; // An operator's malformed pattern must not lock everyone out; patternId still applies.
    }
    if (!re.test(value))
      return { key: 'pattern', params: { min: rule.minLength, max: rule.maxLength }, patternId: 'accepted' };
  }
  return null;
}

/**
 * Fills a message template: '(min)' and '(max)' are replaced; when min equals max the range
 * '(min)-(max)' (or '(min) - (max)', '(min)~(max)') collapses to the single number (spec §5).
 */
export function formatRuleMessage(template: string, params: { min?: number; max?: number }): string {
  let t = template;
  if (params.min !== undefined && params.min === params.max) {
    t = t.replace(/\(min\)\s*[-~–]\s*\(max\)/g, String(params.min));
  }
  return t.replace(/\(min\)/g, String(params.min ?? '')).replace(/\(max\)/g, String(params.max ?? ''));
}
