import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { compact, count } from '../format';

export interface TrendSeries {
  label: string;
  /** One value per label: money in minor units (kind 'money'), else counts. */
  values: readonly number[];
  color: string;
}

/**
 * A line chart of daily figures on uPlot (canvas, small; the player site's chart library too). The figures are
 * also in the table beside it, so the chart carries an accessible name only.
 */
export function TrendChart({
  labels,
  series,
  title,
  height = 220,
  kind = 'money',
  testId,
}: {
  labels: readonly string[];
  series: readonly TrendSeries[];
  title: string;
  height?: number;
  kind?: 'money' | 'count';
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const opts: uPlot.Options = {
        width: el.clientWidth || 480,
        height,
        legend: { show: true, live: false },
        scales: { x: { time: false }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max)] } },
        axes: [
          { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')) },
          {
            size: 64,
            values: (_u, splits) =>
              splits.map((v) => (kind === 'money' ? compact(v) : Number.isInteger(v) ? count(v) : '')),
          },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
      };
      plot = new UPlot(opts, [labels.map((_, i) => i), ...series.map((s) => [...s.values])], el);
      observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth || 480, height }));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [labels, series, height, kind]);
  return <div ref={box} role="img" aria-label={title} data-testid={testId} className="w-full" />;
}
