import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';

/** LOG_REQUESTS (config.ts): the per-request start and end lines are off unless asked for. */
describe('request logging', () => {
  it('is off by default and on with LOG_REQUESTS=true', async () => {
    const quiet = await createTestApp({ env: { LOG_LEVEL: 'warn' } });
    expect(quiet.app.initialConfig.disableRequestLogging).toBe(true);
    const chatty = await createTestApp({ env: { LOG_LEVEL: 'warn', LOG_REQUESTS: 'true' } });
    expect(chatty.app.initialConfig.disableRequestLogging).toBe(false);
    // Either way the requests are answered and counted.
    for (const { app } of [quiet, chatty]) expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});
