import type { AgentPageEntry } from './agent-pages';

/**
 * The pages that have a server behind them. An entry absent here shows the "opens soon" state: a
 * page is listed only once its endpoint exists, never with made-up figures.
 */
export const agentPages: readonly AgentPageEntry[] = [];
