import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads from the environment. This is the only module that reads process.env. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded PostgreSQL keeps its data (and other local state). */
  DATA_DIR: z.string().default('./data'),
  /** Use this PostgreSQL instead of starting the embedded one. */
  DATABASE_URL: z.url().optional(),
  /** Port of the embedded PostgreSQL. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Load demo content at start; defaults to on with the embedded database, off with DATABASE_URL. */
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory with the built web app; empty to serve the API only. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Trust X-Forwarded-For from a reverse proxy (set when behind one). */
  TRUST_PROXY: bool.default(false),
  /** Operator timezone for display and "daily" periods. */
  TIMEZONE: z.string().default('Asia/Ho_Chi_Minh'),
});
export type Config = z.infer<typeof ConfigSchema> & { seedDemo: boolean };

/** Parses the environment once; throws a readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL };
}
