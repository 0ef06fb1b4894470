import type { SystemStatus } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../platform/http/app-error.js';
import { getSetting } from './system.repository.js';

export interface MaintenanceSetting {
  enabled: boolean;
  title: string;
  info: string;
  startTime: string | null;
  endTime: string | null;
}

/** System status and the access guard for gameplay and money calls. */
export function createSystemService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  async function status(ip: string): Promise<SystemStatus> {
    const m = await getSetting<MaintenanceSetting>(db, 'maintenance');
    const now = clock.now().getTime();
    const active =
      !!m?.enabled && (!m.startTime || Date.parse(m.startTime) <= now) && (!m.endTime || Date.parse(m.endTime) > now);
    if (active && m)
      return { status: 1, maintenance: { title: m.title, info: m.info, endTime: m.endTime }, ip, country: null };
    return { status: 0, maintenance: null, ip, country: null };
  }

  async function guard(req: FastifyRequest): Promise<void> {
    const s = await status(req.ip);
    if (s.status === 1) throw new AppError('maintenance', 503, 'System maintenance');
    if (s.status === 2) throw new AppError('region_restricted', 503, 'Access restricted');
  }

  return { status, guard };
}
export type SystemService = ReturnType<typeof createSystemService>;
