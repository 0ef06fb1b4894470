import { type AgentTermKind, AgentTermKinds, type AgentTerms } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints } from '../../../shared/format/number';

export type TermsText = Partial<Record<AgentTermKind, string>>;

export const termsToText = (terms: AgentTerms): TermsText =>
  Object.fromEntries(AgentTermKinds.map((k) => [k, terms[k] ? formatBasisPoints(terms[k]) : ''])) as TermsText;

/** One percentage field per contract kind, each with the agent's own rate as its ceiling. */
export function TermsFields({
  value,
  onChange,
  ceiling,
  idPrefix,
}: {
  value: TermsText;
  onChange: (v: TermsText) => void;
  ceiling: AgentTerms | undefined;
  idPrefix: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-2">
      <legend className="col-span-2 mb-1 text-xs font-semibold text-text-muted">{t('terms.legend')}</legend>
      {AgentTermKinds.map((k) => (
        <label key={k} className="flex min-w-0 flex-col gap-1 text-xs text-text-muted">
          <span>
            {t(`terms.kind.${k}`)}{' '}
            <span className="tabular">({t('terms.max', { max: formatBasisPoints(ceiling?.[k] ?? 0) })})</span>
          </span>
          <span className="flex items-center gap-1">
            <input
              id={`${idPrefix}-${k}`}
              data-testid={`${idPrefix}-${k}`}
              inputMode="decimal"
              value={value[k] ?? ''}
              placeholder="0"
              onChange={(e) => onChange({ ...value, [k]: e.target.value })}
              className="tabular h-9 w-full min-w-0 rounded-lg border border-border bg-surface px-2 text-sm text-text"
            />
            <span aria-hidden="true">%</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
