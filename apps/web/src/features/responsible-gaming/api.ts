import { responsibleGamingContract as c, type RgState } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../shared/api/client';

export const rgKeys = {
  all: ['rg'] as const,
  state: ['rg', 'state'] as const,
  history: ['rg', 'history'] as const,
  session: ['rg', 'session'] as const,
};

/** GET /wps/rg/state: limits in force, pending increases, use so far, reality check, exclusion. */
export const rgStateQuery = () => queryOptions({ queryKey: rgKeys.state, queryFn: () => request(c.state) });

/** GET /wps/rg/history: the member's own audited changes, newest first. */
export const rgHistoryQuery = () => queryOptions({ queryKey: rgKeys.history, queryFn: () => request(c.history) });

export type LimitChange = { kind: string; period: string; value: number | null };

export const setRgLimits = (limits: LimitChange[]): Promise<RgState> => request(c.setLimits, { body: { limits } });
export const skipRgOffer = (): Promise<RgState> => request(c.skipOffer);
export const setRealityCheck = (seconds: number | null): Promise<RgState> =>
  request(c.setRealityCheck, { body: { seconds } });
export const takeExclusion = (body: { kind: string; hours?: number; length?: string; password: string }) =>
  request(c.exclude, { body });
export const rgSession = () => request(c.session);
export const acknowledgeRealityCheck = () => request(c.acknowledge);
