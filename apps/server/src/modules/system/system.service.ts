import type { SystemStatus } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CountryLookup } from './geo-lookup.js';
import { decideRegion } from './region.rules.js';
import type { SettingsService } from './settings.service.js';
import type { MaintenanceSetting } from './system.settings.js';

export type { MaintenanceSetting } from './system.settings.js';

/** True while maintenance is switched on and `now` is inside its optional window. */
export function maintenanceActive(m: MaintenanceSetting, now: Date): boolean {
  const t = now.getTime();
  return m.enabled && (!m.startTime || Date.parse(m.startTime) <= t) && (!m.endTime || Date.parse(m.endTime) > t);
}

/** System status (0 normal, 1 maintenance, 2 region restricted) and the access guard built on it. */
export function createSystemService(deps: { clock: Clock; settings: SettingsService; lookupCountry: CountryLookup }) {
  const { clock, settings, lookupCountry } = deps;

  async function status(ip: string): Promise<SystemStatus> {
    const [m, region, country] = await Promise.all([
      settings.get('maintenance'),
      settings.get('region'),
      lookupCountry(ip),
    ]);
    if (maintenanceActive(m, clock.now())) {
      return { status: 1, maintenance: { title: m.title, info: m.info, endTime: m.endTime }, ip, country };
    }
    // Region restriction counts only when there is no maintenance (spec §4).
    const status = decideRegion(region, ip, country).restricted ? 2 : 0;
    return { status, maintenance: null, ip, country };
  }

  /** Refuses gameplay and money calls with 503 while either state is on. */
  async function guard(req: FastifyRequest): Promise<void> {
    const s = await status(req.ip);
    if (s.status === 1) throw new AppError('maintenance', 503, 'System maintenance');
    if (s.status === 2) throw new AppError('region_restricted', 503, 'Access restricted');
  }

  return { status, guard };
}
export type SystemService = ReturnType<typeof createSystemService>;
