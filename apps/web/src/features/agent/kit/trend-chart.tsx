import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCompact, formatCount } from '../../../shared/format/number';

export interface TrendSeries {
  label: string;
  /** One value per label (amounts in currency units, counts as is). */
  values: readonly number[];
  /** A CSS variable name of the theme, e.g. '--color-primary'. */
  colorVar: string;
}

const css = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A line chart of daily figures (uPlot, the project's chart library: canvas, small, loaded with the
 * page that uses it). The figures are also in the table next to it, so the chart is decoration for
 * screen readers (it carries an accessible name only).
 */
export function TrendChart({
  labels,
  series,
  title,
  height = 200,
  testId,
  kind = 'money',
}: {
  /** 'money': values in currency units, axis in short amounts (1K, 2.5M); 'count': whole numbers. */
  kind?: 'money' | 'count';
  labels: readonly string[];
  series: readonly TrendSeries[];
  title: string;
  height?: number;
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
      const muted = css('--color-text-muted', '#6b7280');
      const grid = css('--color-border', '#e5e7eb');
      const opts: uPlot.Options = {
        width: el.clientWidth || 320,
        height,
        // Labels only: the figures are in the cards and the CSV, and live values crowd a phone.
        legend: { show: true, live: false },
        cursor: { points: { size: 6 } },
        scales: {
          x: { time: false },
          // An empty series still gets a readable axis; counts never show fractions.
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(kind === 'money' ? 1 : 2, max)] },
        },
        axes: [
          {
            stroke: muted,
            grid: { show: false },
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')),
          },
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            size: 56,
            values: (_u, splits) =>
              splits.map((v) =>
                kind === 'money'
                  ? `${v < 0 ? '-' : ''}${formatCompact(Math.abs(v) * 100)}`
                  : Number.isInteger(v)
                    ? formatCount(v)
                    : '',
              ),
          },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: css(s.colorVar, '#5b21b6'), width: 2 }))],
      };
      const xs = labels.map((_, i) => i);
      plot = new UPlot(opts, [xs, ...series.map((s) => [...s.values])], el);
      observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth || 320, height }));
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
