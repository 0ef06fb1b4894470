import type { HouseSlotSettings, HouseSlotSettingsView } from '@app/contracts';
import { isSlotVariantId, rtpPercent, SLOT_VARIANT_IDS, SLOT_VARIANTS } from '@app/games';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { badInput } from '../../platform/http/app-error.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import { getHouseSlotSettings, putHouseSlotSettings } from './house-settings.repository.js';

/** Postgres channel a change notifies so every server process drops its cached house slot settings. */
export const HOUSE_SLOT_SETTINGS_CHANNEL = 'house_slot_settings_changed';
/**
 * Upper bound on staleness if a notification is lost (a manual SQL edit, a dropped listening connection that
 * has not reconnected yet): the spin path reads the row at most once a minute per process otherwise.
 */
const MAX_AGE_MS = 60_000;

/** Every variant with its exact RTP, for the back office's choice (computed once: the maths never change). */
const VARIANTS = SLOT_VARIANT_IDS.map((id) => ({ id, rtpPercent: rtpPercent(SLOT_VARIANTS[id].rtp, 6) }));

/**
 * The house slot's operator settings (RTP variant, stake limits), cached per process because every spin reads
 * them. A change commits with its audit record and a NOTIFY, so every node drops its copy at once and the next
 * spin anywhere plays under it; a read that raced with a change is not kept (the generation check).
 */
export function createHouseSlotSettings(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let cached: { value: HouseSlotSettings; at: number } | null = null;
  let generation = 0;

  async function current(): Promise<HouseSlotSettings> {
    if (cached && clock.now().getTime() - cached.at < MAX_AGE_MS) return cached.value;
    const gen = generation;
    const value = await getHouseSlotSettings(db);
    if (gen === generation) cached = { value, at: clock.now().getTime() };
    return value;
  }

  function invalidate(): void {
    generation += 1;
    cached = null;
  }

  const view = (settings: HouseSlotSettings): HouseSlotSettingsView => ({ settings, variants: VARIANTS });

  return {
    current,
    invalidate,

    /** What the back office shows: the stored settings (never the cache) and the variants to choose from. */
    async view(): Promise<HouseSlotSettingsView> {
      return view(await getHouseSlotSettings(db));
    },

    /** Validates, stores, audits (before/after) and tells every node, in one transaction. */
    async put(op: OperatorPrincipal, next: HouseSlotSettings, req: FastifyRequest): Promise<HouseSlotSettingsView> {
      if (!isSlotVariantId(next.variant)) {
        throw badInput(`Unknown variant ${next.variant}`, { variant: next.variant, known: SLOT_VARIANT_IDS });
      }
      if (next.maxStake < next.minStake) throw badInput('The maximum stake must be at least the minimum');
      const settings = { variant: next.variant, minStake: next.minStake, maxStake: next.maxStake };
      await db.begin(async (tx) => {
        const before = await getHouseSlotSettings(tx, true);
        await putHouseSlotSettings(tx, settings, clock.now());
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'house_slot.settings',
          subject: 'house_slot',
          before,
          after: settings,
          ...auditOrigin(req),
        });
        await tx`SELECT pg_notify(${HOUSE_SLOT_SETTINGS_CHANNEL}, '')`;
      });
      invalidate();
      return view(settings);
    },

    /**
     * Subscribes to changes made by other processes. The cache is dropped whenever the subscription (re)starts:
     * notifications sent while the connection was down are lost. Returns the unsubscribe for app shutdown.
     */
    async listen(): Promise<() => Promise<void>> {
      const sub = await db.listen(HOUSE_SLOT_SETTINGS_CHANNEL, invalidate, invalidate);
      return () => sub.unlisten();
    },
  };
}
export type HouseSlotSettingsService = ReturnType<typeof createHouseSlotSettings>;
