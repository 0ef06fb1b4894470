import type { catalogueContract, EndpointValue } from '@app/contracts';
import type { z } from 'zod/mini';

type Games = typeof catalogueContract;

/** Parsed query of a games endpoint (defaults applied), as route() hands it to the service. */
export type GamesQuery<K extends keyof Games> = z.output<NonNullable<Games[K]['query']>>;
/** The `value` a games endpoint answers with. */
export type GamesValue<K extends keyof Games> = EndpointValue<Games[K]>;
