/** Query keys of the dice table's server state (game 'dice' on the rounds core). */
export const diceKeys = {
  all: ['dice'] as const,
  current: ['dice', 'current'] as const,
  results: ['dice', 'results'] as const,
  rules: ['dice', 'rules'] as const,
  round: (id: number) => ['dice', 'round', id] as const,
  /** The token is in the key: another session's bets are other data. */
  myBets: (roundId: number, token: string | null) => ['dice', 'myBets', roundId, token] as const,
};
