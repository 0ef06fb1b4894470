import type { HouseSlotSettings } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

interface SettingsRow {
  variant: string;
  min_stake: number | string;
  max_stake: number | string;
}

const toSettings = (r: SettingsRow): HouseSlotSettings => ({
  variant: r.variant,
  minStake: Number(r.min_stake),
  maxStake: Number(r.max_stake),
});

/** The house slot's settings (migration 0365 writes the one row); `forUpdate` locks it for a change. */
export async function getHouseSlotSettings(q: Queryable, forUpdate = false): Promise<HouseSlotSettings> {
  const [row] = forUpdate
    ? await q<SettingsRow[]>`SELECT variant, min_stake, max_stake FROM house_slot_settings WHERE id = 1 FOR UPDATE`
    : await q<SettingsRow[]>`SELECT variant, min_stake, max_stake FROM house_slot_settings WHERE id = 1`;
  return toSettings(row!);
}

export async function putHouseSlotSettings(q: Queryable, s: HouseSlotSettings, at: Date): Promise<void> {
  await q`UPDATE house_slot_settings
    SET variant = ${s.variant}, min_stake = ${s.minStake}, max_stake = ${s.maxStake}, updated_at = ${at}
    WHERE id = 1`;
}
