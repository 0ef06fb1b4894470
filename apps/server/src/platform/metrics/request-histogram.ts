import type { Registry } from 'prom-client';

type Labels = { method: string; route: string; status_code: string };
interface Series {
  labels: Labels;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

export interface RequestHistogram {
  observe(method: string, route: string, statusCode: number, seconds: number): void;
}

/**
 * HTTP request durations by method, route pattern and status code, exported exactly as a prom-client
 * Histogram with those label names exports them. It runs on every request: prom-client's own observe()
 * checks the labels and builds a hash string of them each time; here a series is found by three map
 * lookups on values the request already has, and nothing is allocated once a series exists.
 */
export function createRequestHistogram(opts: {
  name: string;
  help: string;
  buckets: readonly number[];
  registry: Registry;
}): RequestHistogram {
  const { name, help, buckets } = opts;
  let series = new Map<string, Map<string, Map<number, Series>>>();
  const all: Series[] = [];

  function observe(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = series.get(route);
    if (!byMethod) {
      byMethod = new Map();
      series.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let s = byStatus.get(statusCode);
    if (!s) {
      s = {
        labels: { method, route, status_code: String(statusCode) },
        counts: new Array(buckets.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(statusCode, s);
      all.push(s);
    }
    let i = 0;
    while (i < buckets.length && seconds > buckets[i]!) i++;
    s.counts[i]! += 1;
    s.sum += seconds;
    s.count += 1;
  }

  // prom-client's export of a histogram: per series its cumulative buckets (labels `le`, the series'
  // labels shared; no exemplar: null), +Inf, _sum and _count (exemplar undefined); get() gives the same
  // values with the shared labels put after `le`, as its splayLabels does.
  type Value = {
    labels: Record<string, string | number>;
    sharedLabels: Labels;
    value: number;
    metricName: string;
    exemplar: null | undefined;
  };
  function values(): Value[] {
    const out: Value[] = [];
    const point = (labels: Value['labels'], s: Series, value: number, suffix: string, exemplar: null | undefined) =>
      out.push({ labels, sharedLabels: s.labels, value, metricName: `${name}${suffix}`, exemplar });
    for (const s of all) {
      let acc = 0;
      for (let i = 0; i < buckets.length; i++) {
        acc += s.counts[i]!;
        point({ le: buckets[i]! }, s, acc, '_bucket', null);
      }
      point({ le: '+Inf' }, s, s.count, '_bucket', null);
      point({}, s, s.sum, '_sum', undefined);
      point({}, s, s.count, '_count', undefined);
    }
    return out;
  }

  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    async getForPromString() {
      return { name, help, type: 'histogram', values: values(), aggregator: 'sum' };
    },
    async get() {
      const splayed = values().map(({ sharedLabels, labels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      }));
      return { name, help, type: 'histogram', values: splayed, aggregator: 'sum' };
    },
    reset() {
      series = new Map();
      all.length = 0;
    },
  };
  opts.registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
  return { observe };
}
