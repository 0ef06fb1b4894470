/**
 * Operator settings CLI.
 *
 *   npx tsx apps/server/src/cli/settings.ts list                 keys it knows
 *   npx tsx apps/server/src/cli/settings.ts get <key>            current value (or the built-in default)
 *   npx tsx apps/server/src/cli/settings.ts set <key> '<json>'   validate, store, write an audit_log row
 *
 * Keys: maintenance, region, whitelabel, register, consolidated, routers (schemas in
 * src/modules/system/system.settings.ts). Examples:
 *
 *   set maintenance '{"enabled":true,"title":"Bảo trì hệ thống","info":"Quay lại lúc 08:00",
 *                     "startTime":null,"endTime":"2026-11-23T01:00:00Z"}'
 *   set region '{"enabled":true,"allowCountries":["VN"],"denyIps":["203.0.113.0/24"]}'
 *
 * It uses the same configuration as the server (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR
 * and EMBEDDED_PG_PORT). When the server is running with its embedded database, the CLI connects to it;
 * when it is not, the CLI starts that database itself and stops it afterwards. Changes take effect on
 * the next request: the server reads settings from the database on every call.
 */
import { userInfo } from 'node:os';
import { createSettingsService, isSettingKey, SettingSchemas } from '../modules/system/index.js';
import { systemClock } from '../platform/clock.js';
import { AppError } from '../platform/http/app-error.js';
import { openDatabase } from './open-database.js';

const USAGE = 'usage: settings.ts list | get <key> | set <key> <json>';

async function run(args: string[]): Promise<number> {
  const [command, key, json] = args;
  if (command === 'list') {
    console.log(Object.keys(SettingSchemas).join('\n'));
    return 0;
  }
  if ((command !== 'get' && command !== 'set') || !key || (command === 'set' && json === undefined)) {
    console.error(USAGE);
    return 1;
  }
  if (!isSettingKey(key)) {
    console.error(`Unknown setting '${key}'. Known: ${Object.keys(SettingSchemas).join(', ')}`);
    return 1;
  }
  let value: unknown;
  if (command === 'set') {
    try {
      value = JSON.parse(json!);
    } catch (err) {
      console.error(`Not valid JSON: ${(err as Error).message}`);
      return 1;
    }
  }
  const { db, close } = await openDatabase();
  try {
    const settings = createSettingsService({ db, clock: systemClock });
    if (command === 'get') {
      console.log(JSON.stringify(await settings.get(key), null, 2));
    } else {
      const stored = await settings.set(key, value, { actor: `cli:${userInfo().username}` });
      console.log(JSON.stringify(stored, null, 2));
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`${err.message}${err.details ? `\n${JSON.stringify(err.details, null, 2)}` : ''}`);
      return 1;
    }
    throw err;
  } finally {
    await close();
  }
}

process.exitCode = await run(process.argv.slice(2));
