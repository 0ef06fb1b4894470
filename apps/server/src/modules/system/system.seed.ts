import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { insertSettingIfAbsent } from './system.repository.js';
import type { MaintenanceSetting } from './system.service.js';

export async function seedSystem(db: Db, clock: Clock): Promise<void> {
  const off: MaintenanceSetting = {
    enabled: false,
    title: 'Bảo trì hệ thống',
    info: 'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn.',
    startTime: null,
    endTime: null,
  };
  await insertSettingIfAbsent(db, 'maintenance', off, clock.now());
}
