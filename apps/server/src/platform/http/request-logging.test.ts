import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { requestLogging } from '../../app.js';
import { loadConfig } from '../../config.js';

/** LOG_REQUESTS (config.ts): the per-request start and end lines are off unless asked for. */
describe('request logging', () => {
  it('is off by default and on with LOG_REQUESTS=true', async () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: '' };
    expect(requestLogging(loadConfig(env)).disableRequestLogging).toBe(true);
    expect(requestLogging(loadConfig({ ...env, LOG_REQUESTS: 'true' })).disableRequestLogging).toBe(false);
    // Either way the requests are answered.
    const quiet = await createTestApp({ env: { LOG_LEVEL: 'warn' } });
    const chatty = await createTestApp({ env: { LOG_LEVEL: 'warn', LOG_REQUESTS: 'true' } });
    for (const { app } of [quiet, chatty]) expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});
