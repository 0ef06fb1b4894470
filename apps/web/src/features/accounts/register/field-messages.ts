import { formatRuleMessage } from '@app/contracts';
import type { TFunction } from 'i18next';
import type { FieldError } from './register-form-model';

/**
 * The i18n keys tried for a field problem, most specific first: a field's own text
 * (`register:fieldErrors.<field>.<kind>`), then the pattern kind's text, then the generic one.
 * `lengthExact` reads the same template as `length`: formatRuleMessage collapses (min)-(max).
 */
export function fieldErrorKeys(field: string, error: FieldError): string[] {
  const kind = error.key === 'lengthExact' ? 'length' : error.key;
  const keys = [`register:fieldErrors.${field}.${kind}`];
  if (error.key === 'pattern' && 'patternId' in error && error.patternId) {
    keys.push(`register:fieldErrors.${field}.pattern_${error.patternId}`, `register:patterns.${error.patternId}`);
  }
  keys.push(`register:errors.${kind}`);
  return keys;
}

/** Translated message of a field problem, with the (min)/(max) template filled in (spec §5). */
export function fieldErrorText(t: TFunction, field: string, error: FieldError): string {
  const template = t(fieldErrorKeys(field, error));
  const p = error.params as { min?: number | string; max?: number | string };
  const num = (v: number | string | undefined) => (v === undefined ? undefined : Number(v));
  return formatRuleMessage(template, { min: num(p.min), max: num(p.max) });
}

/** A field problem the server reported in an error's details (`details.fields[]`), if any. */
export interface ServerFieldIssue {
  field: string;
  error: FieldError;
}

/** Reads `details.fields` of a failed registration or password call (the server's FieldIssue list). */
export function serverFieldIssues(details: unknown): ServerFieldIssue[] {
  if (typeof details !== 'object' || details === null) return [];
  const list = (details as { fields?: unknown }).fields;
  if (!Array.isArray(list)) return [];
  const out: ServerFieldIssue[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, key, params, patternId } = item as Record<string, unknown>;
    if (typeof field !== 'string' || typeof key !== 'string') continue;
    if (!['required', 'length', 'lengthExact', 'pattern'].includes(key)) continue;
    const safeParams = typeof params === 'object' && params !== null ? (params as Record<string, string | number>) : {};
    out.push({
      field,
      error: {
        key: key as 'required' | 'length' | 'lengthExact' | 'pattern',
        params: safeParams,
        ...(typeof patternId === 'string' ? { patternId: patternId as never } : {}),
      },
    });
  }
  return out;
}
