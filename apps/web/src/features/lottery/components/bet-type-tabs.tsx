import type { LotteryBetKind } from '@app/games';
import { useTranslation } from 'react-i18next';
import type { BetTabId } from '../lib/bet-kinds';

interface Props {
  tabs: { id: BetTabId; kinds: LotteryBetKind[] }[];
  tab: BetTabId;
  kind: LotteryBetKind;
  onTab: (id: BetTabId) => void;
  onKind: (kind: LotteryBetKind) => void;
}

/** Bet-type tabs (Lô, Đề, Xiên, …) and, under them, the kinds of the chosen tab (Lô 2/3/4 số). */
export function BetTypeTabs({ tabs, tab, kind, onTab, onKind }: Props) {
  const { t } = useTranslation('lottery');
  const current = tabs.find((x) => x.id === tab);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div role="tablist" aria-label={t('bet.tabsLabel')} className="flex gap-1.5 overflow-x-auto pb-1">
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={x.id === tab}
            data-testid={`lottery-tab-${x.id}`}
            onClick={() => onTab(x.id)}
            className={`shrink-0 rounded-full px-3.5 py-1.5 text-sm font-bold whitespace-nowrap ${
              x.id === tab ? 'bg-primary text-white' : 'bg-surface-2 text-text hover:bg-primary-soft'
            }`}
          >
            {t(`tabs.${x.id}`)}
          </button>
        ))}
      </div>
      {current && current.kinds.length > 1 && (
        <fieldset className="flex min-w-0 flex-wrap gap-1.5">
          <legend className="sr-only">{t('bet.kindsLabel')}</legend>
          {current.kinds.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={k === kind}
              data-testid={`lottery-kind-${k}`}
              onClick={() => onKind(k)}
              className={`rounded-lg border px-3 py-1 text-[13px] font-semibold ${
                k === kind ? 'border-primary bg-primary-soft text-primary' : 'border-border text-text-muted'
              }`}
            >
              {t(`kinds.${k}`)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
