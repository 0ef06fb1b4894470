import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  /** One label per bar ('00' … '99', '0' … '9'). */
  labels: readonly string[];
  values: readonly number[];
  /** Accessible name of the chart; the values are also listed in the table under it. */
  title: string;
  /** Bars to colour as highlighted (e.g. the top five). */
  highlight?: ReadonlySet<number>;
  height?: number;
  testId?: string;
}

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#5b21b6';

/**
 * A bar chart drawn by uPlot (small, canvas, framework-free) for the statistics page: x is the bar's
 * index, labelled with `labels`. Loaded with the statistics view only.
 */
export function BarChart({ labels, values, title, highlight, height = 180, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = labels.map((_, i) => i);
      const primary = css('--color-primary');
      const accent = css('--color-danger');
      const muted = css('--color-text-muted');
      const grid = css('--color-border');
      const opts: uPlot.Options = {
        width: el.clientWidth || 320,
        height,
        legend: { show: false },
        cursor: { show: true, points: { show: false } },
        scales: {
          x: { time: false, range: [-0.6, labels.length - 0.4] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {
            stroke: muted,
            grid: { show: false },
            ticks: { show: false },
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')),
          },
          { stroke: muted, grid: { stroke: grid, width: 1 }, size: 36 },
        ],
        series: [
          {},
          {
            label: title,
            fill: primary,
            stroke: primary,
            paths: UPlot.paths.bars?.({ size: [0.7, 24], align: 0 }),
            points: { show: false },
          },
        ],
        hooks: {
          draw: [
            (u) => {
              // Highlighted bars are drawn over in the accent colour.
              if (!highlight || highlight.size === 0) return;
              const ctx = u.ctx;
              ctx.save();
              ctx.fillStyle = accent;
              const w = (u.bbox.width / labels.length) * 0.7;
              for (const i of highlight) {
                const v = values[i] ?? 0;
                const x = u.valToPos(i, 'x', true);
                const y = u.valToPos(v, 'y', true);
                const y0 = u.valToPos(0, 'y', true);
                ctx.fillRect(x - w / 2, y, w, y0 - y);
              }
              ctx.restore();
            },
          ],
        },
      };
      plot = new UPlot(opts, [xs, [...values]], el);
      observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth || 320, height }));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [labels, values, title, highlight, height]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={title}
      data-testid={testId}
      className="w-full"
      style={{ minHeight: height }}
    />
  );
}
