import type { DepositMethod } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/** The enabled deposit methods as radio cards, each with its kind. */
export function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: DepositMethod[];
  value: string | null;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-text">{t('deposit.method')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((m) => {
          const checked = m.code === value;
          return (
            <label
              key={m.code}
              data-testid={`deposit-method-${m.code}`}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm transition ${
                checked ? 'border-primary bg-primary-soft' : 'border-border hover:border-primary/60'
              }`}
            >
              <input
                type="radio"
                name="deposit-method"
                value={m.code}
                checked={checked}
                onChange={() => onChange(m.code)}
                className="accent-[var(--color-primary)]"
              />
              <span className="flex flex-col">
                <span className="font-semibold text-text">{m.name}</span>
                <span className="text-xs text-text-muted">{t(`deposit.kind.${m.kind}`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
