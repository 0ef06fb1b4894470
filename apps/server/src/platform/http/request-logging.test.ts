import { describe, expect, it } from 'vitest';
import { requestLogging } from '../../app.js';
import { loadConfig } from '../../config.js';

/**
 * LOG_REQUESTS (config.ts): the per-request start and end lines are off unless asked for. buildApp passes
 * requestLogging(config) as Fastify's log controller (every app the other tests build goes through it).
 */
describe('request logging', () => {
  it('is off by default and on with LOG_REQUESTS=true', () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: '' };
    expect(requestLogging(loadConfig(env)).disableRequestLogging).toBe(true);
    expect(requestLogging(loadConfig({ ...env, LOG_REQUESTS: 'true' })).disableRequestLogging).toBe(false);
  });
});
