import type { DiceSelectionInput } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../shared/api/error-text';
import { useIsLoggedIn } from '../../shared/session/session';
import { rulesQueryOptions } from './api/rules.api';
import { BeadRoad } from './components/bead-road';
import { BetBoard } from './components/bet-board';
import { BetSlip } from './components/bet-slip';
import { ChipRack } from './components/chip-rack';
import { MyBets } from './components/my-bets';
import { RoundStage } from './components/round-stage';
import { RulesPanel } from './components/rules-panel';
import { SlipBar } from './components/slip-bar';
import { TableBalance } from './components/table-balance';
import { useDiceRound } from './hooks/use-dice-round';
import { usePlaceSlip } from './hooks/use-place-slip';
import { stakeOn } from './lib/bet-slip';
import { chipValues } from './lib/chips';
import { spotKey } from './lib/spot-key';
import './dice.css';

/**
 * The dice table (Tài Xỉu / Sic Bo) on the rounds core, route /house/dice: phone first, one column that
 * widens into two on larger screens. Visitors watch the table and are asked to log in to bet. Like the
 * house slot it has no site layout (the lobby frames it in /game), so it shows the balance itself.
 */
export function DicePage() {
  const { t } = useTranslation('dice');
  const loggedIn = useIsLoggedIn();
  const round = useDiceRound();
  const rules = useQuery(rulesQueryOptions());
  const slip = usePlaceSlip();

  const chips = useMemo(() => (rules.data ? chipValues(rules.data.minStake, rules.data.maxStake) : []), [rules.data]);
  const [chip, setChip] = useState<number | null>(null);
  useEffect(() => {
    if (chips.length > 0 && (chip === null || !chips.includes(chip)))
      setChip(chips[Math.min(1, chips.length - 1)] ?? null);
  }, [chips, chip]);

  // The "bets placed" line belongs to the round it was placed on.
  const currentId = round.current?.id;
  const { dismissNotice } = slip;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the round changes
  useEffect(() => dismissNotice(), [currentId]);

  const odds = useMemo(
    () => new Map((rules.data?.odds ?? []).map((o) => [spotKey(o.selection), o.odds] as const)),
    [rules.data],
  );
  const canBet = round.phase === 'open' && round.current !== null;
  const confirm = () => {
    if (round.current) slip.confirm(round.current.id);
  };
  const pick = (selection: DiceSelectionInput) => {
    if (chip !== null) slip.add(selection, chip);
  };

  return (
    <div
      data-testid="dice-page"
      className="min-h-dvh bg-[radial-gradient(circle_at_50%_0%,#4c1d95,#0f0a1e_70%)] px-3 py-3 text-white sm:px-6"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3">
        <header className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
            <h1 className="whitespace-nowrap text-2xl font-black text-accent">{t('title')}</h1>
            <span className="text-xs text-white/60">{t('subtitle')}</span>
          </div>
          {loggedIn && <TableBalance />}
        </header>
        {round.error !== null && round.error !== undefined && (
          <p role="alert" className="rounded-xl bg-red-500/15 px-3 py-2 text-sm text-red-200">
            {apiErrorText(t, round.error)}
          </p>
        )}
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-3">
            <RoundStage current={round.current} previous={round.previous} phase={round.phase} now={round.now} />
            <ChipRack values={chips} selected={chip} onSelect={setChip} />
            <BetBoard
              odds={odds}
              stakeOn={(key) => stakeOn(slip.slip, key)}
              onPick={pick}
              disabled={!canBet || slip.placing || chip === null}
            />
            {loggedIn && (
              <SlipBar
                count={slip.slip.lines.length}
                total={slip.total}
                canBet={canBet}
                placing={slip.placing}
                onConfirm={confirm}
              />
            )}
          </div>
          <div className="flex flex-col gap-3">
            <BetSlip
              lines={slip.slip.lines}
              total={slip.total}
              loggedIn={loggedIn}
              canBet={canBet}
              placing={slip.placing}
              error={slip.error}
              placedNotice={slip.placedNotice}
              onRemove={slip.remove}
              onClear={slip.clear}
              onConfirm={confirm}
            />
            {loggedIn && <MyBets current={round.current} previous={round.previous} />}
            <BeadRoad />
            {rules.data && <RulesPanel rules={rules.data} />}
          </div>
        </div>
      </div>
    </div>
  );
}
