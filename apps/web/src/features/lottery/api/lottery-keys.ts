/** Query keys of the lottery's server state. Language is in the keys of answers that carry names. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (lang: string) => ['lottery', 'menu', lang] as const,
  list: (lang: string, filter: object) => ['lottery', 'list', lang, filter] as const,
  popular: (lang: string) => ['lottery', 'popular', lang] as const,
  recent: (lang: string, token: string | null) => ['lottery', 'recent', lang, token] as const,
  numero: ['lottery', 'numero'] as const,
  results: (filter: object) => ['lottery', 'results', filter] as const,
  draw: (id: number) => ['lottery', 'draw', id] as const,
  stats: (gameId: string) => ['lottery', 'stats', gameId] as const,
  game: (code: string) => ['lottery', 'game', code] as const,
  current: (code: string) => ['lottery', 'current', code] as const,
  myBets: (filter: object, token: string | null) => ['lottery', 'myBets', filter, token] as const,
};
