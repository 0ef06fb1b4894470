import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABS_WITHOUT_ARROWS } from '../lib/lobby-filter';

interface Props {
  tabs: { id: string; label: string }[];
  value: string;
  onChange: (id: string) => void;
}

/** Category tabs; with more than seven, arrows scroll the row (spec §2 lottery lobby). */
export function LobbyTabs({ tabs, value, onChange }: Props) {
  const { t } = useTranslation('lottery');
  const row = useRef<HTMLDivElement>(null);
  const arrows = tabs.length > TABS_WITHOUT_ARROWS;
  const [edge, setEdge] = useState({ start: true, end: false });
  const update = () => {
    const el = row.current;
    if (el) setEdge({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the tabs change
  useEffect(update, [tabs.length]);
  const scroll = (dir: 1 | -1) => row.current?.scrollBy({ left: dir * 200, behavior: 'smooth' });
  const arrow = 'grid size-8 shrink-0 place-items-center rounded-full bg-surface-2 font-bold disabled:opacity-30';
  return (
    <div className="flex items-center gap-1" data-testid="lottery-lobby-tabs" data-arrows={arrows || undefined}>
      {arrows && (
        <button
          type="button"
          className={arrow}
          onClick={() => scroll(-1)}
          disabled={edge.start}
          aria-label={t('lobby.prevTabs')}
        >
          ‹
        </button>
      )}
      <div
        ref={row}
        role="tablist"
        onScroll={update}
        className="flex flex-1 gap-1.5 overflow-x-auto scroll-smooth pb-1"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === value}
            data-testid={`lottery-lobby-tab-${tab.id}`}
            onClick={() => onChange(tab.id)}
            className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-bold whitespace-nowrap ${
              tab.id === value ? 'bg-primary text-white' : 'bg-surface text-text hover:bg-primary-soft'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {arrows && (
        <button
          type="button"
          className={arrow}
          onClick={() => scroll(1)}
          disabled={edge.end}
          aria-label={t('lobby.nextTabs')}
        >
          ›
        </button>
      )}
    </div>
  );
}
