import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { badInput } from '../../platform/http/app-error.js';
import {
  DEFAULT_CONSOLIDATED,
  DEFAULT_MAINTENANCE,
  DEFAULT_MEMBER_TRANSFER,
  DEFAULT_REGION,
  DEFAULT_REGISTER,
  DEFAULT_ROUTERS,
  DEFAULT_WHITELABEL,
  DEFAULT_WITHDRAWAL,
} from './system.defaults.js';
import { getSetting, insertAudit, putSetting } from './system.repository.js';
import { isSettingKey, type SettingKey, SettingSchemas } from './system.settings.js';

export type SettingValue<K extends SettingKey> = z.output<(typeof SettingSchemas)[K]>;

const DEFAULTS: { [K in SettingKey]: z.input<(typeof SettingSchemas)[K]> } = {
  maintenance: DEFAULT_MAINTENANCE,
  region: DEFAULT_REGION,
  whitelabel: DEFAULT_WHITELABEL,
  register: DEFAULT_REGISTER,
  consolidated: DEFAULT_CONSOLIDATED,
  routers: DEFAULT_ROUTERS,
  withdrawal: DEFAULT_WITHDRAWAL,
  memberTransfer: DEFAULT_MEMBER_TRANSFER,
  // Every field has its default in the schema.
  paymentProviders: {},
  responsibleGaming: {},
};

/** The built-in value of a key, used when the operator has never written it. */
export function defaultSetting<K extends SettingKey>(key: K): SettingValue<K> {
  return SettingSchemas[key].parse(DEFAULTS[key]) as SettingValue<K>;
}

/** Typed, validated access to the operator settings; every write is audited. */
export function createSettingsService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * The stored value, validated. A value that no longer validates (edited by hand in the database)
   * falls back to the default rather than breaking every page that reads it.
   */
  async function get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const raw = await getSetting<unknown>(db, key);
    if (raw === null) return defaultSetting(key);
    const parsed = SettingSchemas[key].safeParse(raw);
    return parsed.success ? (parsed.data as SettingValue<K>) : defaultSetting(key);
  }

  /** Validates and stores a value, writing an audit record with the previous value. */
  async function set(
    key: string,
    value: unknown,
    who: { actor: string; ip?: string | null; requestId?: string | null },
  ): Promise<unknown> {
    if (!isSettingKey(key)) throw badInput(`Unknown setting '${key}'`, { known: Object.keys(SettingSchemas) });
    const parsed = SettingSchemas[key].safeParse(value);
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw badInput(`Invalid value for '${key}'`, details);
    }
    const at = clock.now();
    await db.begin(async (tx) => {
      const before = await getSetting<unknown>(tx, key);
      await putSetting(tx, key, parsed.data, at);
      await insertAudit(tx, {
        at,
        actor: who.actor,
        action: 'setting.update',
        subject: key,
        before,
        after: parsed.data,
        ip: who.ip,
        requestId: who.requestId,
      });
    });
    return parsed.data;
  }

  return { get, set };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
