/**
 * Operator command for seamless vendors' callback secrets (docs/vendor-integration.md):
 *   npm run vendor:credentials -- set <VENDOR> [secret] [--ips 203.0.113.0/24,2001:db8::1]
 *                                                         sets or rotates; prints the secret once;
 *                                                         --ips admits only those addresses (else any)
 *   npm run vendor:credentials -- disable <VENDOR>        refuses the vendor's callbacks (401)
 *   npm run vendor:credentials -- list                    vendors, enabled flag, last change
 * Changes are audited (actor 'cli'). Uses the server's database configuration like the other commands.
 */

import { createVendorCredentials } from '../modules/vendors/index.js';
import { systemClock } from '../platform/clock.js';
import { openDatabase } from './open-database.js';

const USAGE = 'Usage: vendor:credentials -- set <VENDOR> [secret] [--ips a,b] | disable <VENDOR> | list';

async function run(argv: string[]): Promise<number> {
  const ipsAt = argv.indexOf('--ips');
  const ips = ipsAt >= 0 ? (argv[ipsAt + 1] ?? '').split(',').filter((x) => x.length > 0) : null;
  const [command, vendor, secret] = ipsAt >= 0 ? argv.filter((_, i) => i !== ipsAt && i !== ipsAt + 1) : argv;
  if (!command || (command !== 'list' && !vendor)) {
    console.error(USAGE);
    return 2;
  }
  const opened = await openDatabase();
  try {
    const credentials = createVendorCredentials({ db: opened.db, clock: systemClock });
    if (command === 'set') {
      const value = await credentials.set(vendor!, 'cli', secret, ips);
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
      for (const c of await credentials.list()) {
        const from = c.allowedIps ? c.allowedIps.join(',') : 'any address';
        console.log(`${c.vendor}\t${c.enabled ? 'enabled' : 'disabled'}\t${from}\t${c.updatedAt}`);
      }
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await opened.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
