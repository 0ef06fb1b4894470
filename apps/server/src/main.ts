import { buildApp } from './app.js';
import { ConfigError, demoPartsLine, loadConfig } from './config.js';
import { seedDemo } from './modules/index.js';
import { systemClock } from './platform/clock.js';
import { connectDatabase, describeConnectFailure } from './platform/db/connect.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded.js';
import { StartupError } from './platform/db/embedded-access.js';
import { migrate } from './platform/db/migrate.js';
import { listenEarly } from './platform/startup/early-server.js';

// Process start: configuration, database, HTTP (live, not ready), migrations, seed, the app, and signals.
// The port opens before migrations so that a node waiting on another node's migration, or migrating
// itself, answers /healthz 200 and /readyz 503 instead of refusing connections.
const startedAt = performance.now();
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A bad setting is a sentence for whoever starts the server, not a stack trace.
    return exitOnStartupError(err instanceof ConfigError ? new StartupError(err.message) : err);
  }
})();
let embedded: EmbeddedDatabase | null = null;
if (!config.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT }).catch(
    exitOnStartupError,
  );
}
const db = connectDatabase(config.DATABASE_URL ?? embedded!.url);
const http = await listenEarly({ port: config.PORT, host: config.HOST }).catch(exitOnStartupError);
const applied = await migrate(db).catch((err: unknown) => {
  const why = describeConnectFailure(err, config.DATABASE_URL ?? embedded!.url);
  return exitOnStartupError(why ? new StartupError(why) : err);
});
if (config.seedDemo) await seedDemo(db, systemClock, { production: config.NODE_ENV === 'production' });
const app = await buildApp({ config, db, clock: systemClock });
await app.ready();
http.serve(app.routing);
// WebSocket upgrades (live push, platform/realtime) reach the app as well as plain requests.
http.server.on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head));
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
app.log.info(
  { migrations: applied, embeddedDatabase: !!embedded, startupMs: Math.round(performance.now() - startedAt) },
  'ready',
);
console.log(`\n  Site ready: http://${shownHost}:${config.PORT}/   (API docs: /docs)\n  ${demoPartsLine(config)}\n`);

let stopping = false;
/** Ends a drain under way early: a second signal means "stop now". */
let endDrain: (() => void) | null = null;
async function shutdown(signal: string) {
  if (stopping) {
    endDrain?.();
    return;
  }
  stopping = true;
  // An orchestrator's stop (SIGTERM) drains first: not ready, still serving, until the proxy has looked again.
  const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
  app.log.info({ signal, drainMs }, 'shutting down');
  const force = setTimeout(() => process.exit(1), drainMs + 15_000);
  force.unref();
  try {
    if (drainMs > 0) {
      app.startDraining();
      await new Promise<void>((resolve) => {
        endDrain = resolve;
        setTimeout(resolve, drainMs);
      });
    }
    // Live sockets first: the HTTP server's close waits for every open connection, upgraded ones too.
    await app.closeLiveSockets();
    await http.close();
    await app.close();
    await db.end({ timeout: 5 });
    if (embedded) await embedded.stop();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
/** A problem the operator can fix is one sentence on stderr, not a stack trace. */
function exitOnStartupError(err: unknown): never {
  if (err instanceof StartupError || (err as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`\n  Cannot start: ${(err as Error).message}\n`);
    process.exit(1);
  }
  throw err;
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
