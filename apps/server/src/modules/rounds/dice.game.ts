import { HOUSE_DICE_NODE_ID } from '@app/contracts';
import {
  allDiceSelections,
  DICE_ODDS,
  DICE_TOTAL_ODDS,
  type DiceSelection,
  describeDice,
  diceMaxReturn,
  diceReturn,
  diceSelectionKey,
  drawDice,
  parseDiceSelection,
} from '@app/games';
import type { RoundGamePlugin } from './rounds.game.js';

export interface DiceRoundResult {
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

function oddsOf(s: DiceSelection): number[] {
  switch (s.kind) {
    case 'total':
      return [DICE_TOTAL_ODDS[s.total]!];
    case 'single':
      return [...DICE_ODDS.single];
    default:
      return [DICE_ODDS[s.kind]];
  }
}

/** The dice round (Tài Xỉu / Sic Bo) on the rounds core: its maths is packages/games/src/dice. */
export const diceGame: RoundGamePlugin<DiceSelection, DiceRoundResult> & {
  /** The most a stake of 1 returns (stake included). */
  maxReturn(selection: DiceSelection): number;
  /** What a stake of 1 returns for the result (stake included), 0 when lost. */
  returnFor(selection: DiceSelection, result: DiceRoundResult): number;
} = {
  code: 'dice',
  history: { vendor: 'HOUSE', gameNodeId: HOUSE_DICE_NODE_ID, category: 'LIVE' },
  parseSelection: parseDiceSelection,
  maxReturn: diceMaxReturn,
  returnFor: (selection, result) => diceReturn(selection, result.dice),
  // Dice odds are x:1 with the stake back: a bet returns stake × its return.
  maxPayout: (selection, stake) => stake * diceMaxReturn(selection),
  payout: (selection, stake, result) => stake * diceReturn(selection, result.dice),
  draw(seeds) {
    const { dice, total, triple } = describeDice(drawDice(seeds));
    return { dice: [dice[0], dice[1], dice[2]], total, triple };
  },
  rules: () =>
    allDiceSelections().map((selection) => ({ key: diceSelectionKey(selection), selection, odds: oddsOf(selection) })),
};
