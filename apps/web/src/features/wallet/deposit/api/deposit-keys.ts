/** Query keys of the deposit page (one prefix, so a deposit event refreshes them all). */
export const depositKeys = {
  all: ['wallet', 'deposit'] as const,
  methods: (language: string) => ['wallet', 'deposit', 'methods', language] as const,
  history: (page: number) => ['wallet', 'deposit', 'history', page] as const,
  one: (id: number) => ['wallet', 'deposit', 'one', id] as const,
  open: () => ['wallet', 'deposit', 'open'] as const,
  limits: () => ['wallet', 'deposit', 'limits'] as const,
};
