/** The dice verify page's route. */
export const DICE_VERIFY_PATH = '/house/dice/verify';

/** The verify page's address for a round: the page reads the round (and its revealed seed) by id. */
export function diceVerifyLink(roundId: number): string {
  return `${DICE_VERIFY_PATH}?round=${roundId}`;
}

/** The round id a verify address names, or null when it names none. */
export function parseRoundParam(raw: string | null): number | null {
  return raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
