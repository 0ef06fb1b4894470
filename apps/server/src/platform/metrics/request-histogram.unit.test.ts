import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestHistogram } from './request-histogram.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const name = 'http_request_duration_seconds';
const help = 'HTTP request latency by method, route pattern and status code';

/** The same observations through prom-client's Histogram and through ours, in two registries. */
function both(observations: [string, string, number, number][]) {
  const reference = new Registry();
  const theirs = new Histogram({
    name,
    help,
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [reference],
  });
  const registry = new Registry();
  const ours = createRequestHistogram({ name, help, buckets: BUCKETS, registry });
  for (const [method, route, status, seconds] of observations) {
    theirs.observe({ method, route, status_code: String(status) }, seconds);
    ours.observe(method, route, status, seconds);
  }
  return { reference, registry };
}

describe('request histogram', () => {
  it('exports what prom-client’s Histogram exports for the same observations, text and JSON', async () => {
    const { reference, registry } = both([
      ['GET', '/wps/game/list', 200, 0.0031],
      ['GET', '/wps/game/list', 200, 0.005],
      ['GET', '/wps/game/list', 200, 0.0051],
      ['GET', '/wps/game/list', 400, 0.2],
      ['POST', '/wps/game/list', 200, 12],
      ['GET', '/healthz', 200, 0.75],
      ['GET', 'unmatched', 404, 0.001],
      ['GET', '/wps/x/"quoted"\\', 200, 10],
      ['GET', '/wps/game/list', 200, 0],
    ]);
    expect(await registry.metrics()).toBe(await reference.metrics());
    expect(await registry.getMetricsAsJSON()).toEqual(await reference.getMetricsAsJSON());
    registry.resetMetrics();
    reference.resetMetrics();
    expect(await registry.metrics()).toBe(await reference.metrics());
  });
});
