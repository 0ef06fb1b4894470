/**
 * Operator command for seamless vendors' callback secrets (docs/vendor-integration.md):
 *   npm run vendor:credentials -- set <VENDOR> [secret]   sets or rotates; prints the secret once
 *   npm run vendor:credentials -- disable <VENDOR>        refuses the vendor's callbacks (401)
 *   npm run vendor:credentials -- list                    vendors, enabled flag, last change
 * Changes are audited (actor 'cli'). Uses the server's database configuration like the other commands.
 */

import { createVendorCredentials } from '../modules/vendors/index.js';
import { systemClock } from '../platform/clock.js';
import { openDatabase } from './open-database.js';

const USAGE = 'Usage: vendor:credentials -- set <VENDOR> [secret] | disable <VENDOR> | list';

async function run([command, vendor, secret]: string[]): Promise<number> {
  if (!command || (command !== 'list' && !vendor)) {
    console.error(USAGE);
    return 2;
  }
  const opened = await openDatabase();
  try {
    const credentials = createVendorCredentials({ db: opened.db, clock: systemClock });
    if (command === 'set') {
      const value = await credentials.set(vendor!, 'cli', secret);
      console.log(`Vendor ${vendor!.toUpperCase()} may now call /wps/vendors/${vendor!.toUpperCase()}/wallet/*.`);
      console.log(`Shared secret (give it to the vendor; it is not shown again): ${value}`);
      return 0;
    }
    if (command === 'disable') {
      const done = await credentials.disable(vendor!, 'cli');
      console.log(done ? `Vendor ${vendor!.toUpperCase()} disabled.` : `No credentials for ${vendor!.toUpperCase()}.`);
      return done ? 0 : 1;
    }
    if (command === 'list') {
      for (const c of await credentials.list())
        console.log(`${c.vendor}\t${c.enabled ? 'enabled' : 'disabled'}\t${c.updatedAt}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await opened.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
