import type { DiceSelectionInput } from '@app/contracts';
import { type DiceSelection, diceSelectionKey } from '@app/games';

/**
 * A spot's stable key ('big', 'total:4', 'single:6'), the same as the server's. The contract types a face
 * as a number; the schema (and the board) keep it within 1–6, which is what the games type says.
 */
export function spotKey(s: DiceSelectionInput): string {
  return diceSelectionKey(s as DiceSelection);
}
