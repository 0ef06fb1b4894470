import type { DiceSelectionInput } from '@app/contracts';
import type { TFunction } from 'i18next';

/** The spot's name in the player's language: "Tài", "Tổng 9", "Bộ ba 6", "Mặt 3" (dice.json `sel.*`). */
export function selectionText(t: TFunction, s: DiceSelectionInput): string {
  switch (s.kind) {
    case 'total':
      return t('dice:sel.total', { total: s.total });
    case 'triple':
    case 'double':
    case 'single':
      return t(`dice:sel.${s.kind}`, { face: s.face });
    default:
      return t(`dice:sel.${s.kind}`);
  }
}

/** The odds as the rules panel writes them: "1:1", or "1:1 · 2:1 · 3:1" for a single face. */
export function oddsText(odds: readonly number[]): string {
  return odds.map((o) => `${o}:1`).join(' · ');
}

/** The odds short enough for a spot on the board: "1:1", or "1–3:1" for a single face. */
export function shortOddsText(odds: readonly number[]): string {
  if (odds.length <= 1) return oddsText(odds);
  return `${odds[0]}–${odds[odds.length - 1]}:1`;
}
