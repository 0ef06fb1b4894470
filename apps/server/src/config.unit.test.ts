import { describe, expect, it } from 'vitest';
import { demoPartsLine, isLoopbackHost, loadConfig } from './config.js';

describe('production safety of the configuration', () => {
  it('production loads the demo seed (and its published operator password) only when SEED_DEMO=true is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoVendors).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // Development keeps its zero-setup demo.
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db:5432/site' }).seedDemo).toBe(false);
  });

  it('the sandbox gateway refuses its default secret on an address other machines reach, with one clear sentence', () => {
    const open = { NODE_ENV: 'development', HOST: '0.0.0.0' };
    expect(() => loadConfig(open)).toThrow(
      /PAYMENT_SANDBOX_SECRET: the sandbox payment gateway is on and HOST 0\.0\.0\.0/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '::', PAYMENT_SANDBOX_ENABLED: 'true' })).toThrow(
      /set your own secret/,
    );
    // Its own secret, the sandbox off, or a loopback address: fine.
    expect(loadConfig({ ...open, PAYMENT_SANDBOX_SECRET: 'a-real-secret-of-this-site' }).paymentSandbox).toBe(true);
    expect(loadConfig({ ...open, PAYMENT_SANDBOX_ENABLED: 'false' }).paymentSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).paymentSandbox).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(isLoopbackHost(host)).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development', HOST: host }).paymentSandbox).toBe(true);
    }
    expect(isLoopbackHost('192.168.1.10')).toBe(false);
  });

  it('names the demo parts that are on, for the start banner', () => {
    expect(demoPartsLine(loadConfig({ NODE_ENV: 'production' }))).toBe(
      'Demo parts: demo seed off, demo vendors off, sandbox payment gateway off',
    );
    expect(demoPartsLine(loadConfig({ NODE_ENV: 'development' }))).toBe(
      'Demo parts: demo seed ON, demo vendors ON, sandbox payment gateway ON',
    );
  });

  it('a real MoMo, ZaloPay or card provider needs the public origin for its return and notify URLs', () => {
    const momo = { MOMO_PARTNER_CODE: 'MOMOX', MOMO_ACCESS_KEY: 'a', MOMO_SECRET_KEY: 'secret-key-0123456789' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...momo })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', ZALOPAY_APP_ID: '2553' })).toThrow(/PUBLIC_BASE_URL/);
    expect(loadConfig({ NODE_ENV: 'production', ...momo, PUBLIC_BASE_URL: 'https://example.com' }).MOMO_API_BASE).toBe(
      'https://payment.momo.vn',
    );
  });
});
