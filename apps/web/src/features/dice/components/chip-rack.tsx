import { useTranslation } from 'react-i18next';
import { chipLabel } from '../lib/chips';

const COLOURS = ['#64748b', '#2563eb', '#16a34a', '#dc2626', '#7c3aed', '#d97706'];

/** The chips: the one picked is what a tap on the board adds to the slip. */
export function ChipRack({
  values,
  selected,
  onSelect,
}: {
  values: readonly number[];
  selected: number | null;
  onSelect: (value: number) => void;
}) {
  const { t } = useTranslation('dice');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-bold text-white/70">{t('chips.title')}</legend>
      <div className="flex flex-wrap justify-center gap-2">
        {values.map((v, i) => (
          <button
            key={v}
            type="button"
            data-testid={`dice-chip-${v}`}
            aria-pressed={selected === v}
            aria-label={t('chips.label', { value: chipLabel(v) })}
            onClick={() => onSelect(v)}
            style={{ backgroundColor: COLOURS[i % COLOURS.length] }}
            className={`grid size-11 place-items-center rounded-full border-4 border-dashed border-white/70 text-xs font-black text-white shadow transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
              selected === v ? '-translate-y-1 ring-2 ring-accent' : 'opacity-85'
            }`}
          >
            {chipLabel(v)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
