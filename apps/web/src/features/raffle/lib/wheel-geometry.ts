/** Degrees of one slice of a wheel of `count` slices. */
export const sliceAngle = (count: number) => 360 / Math.max(1, count);

/**
 * The wheel's next rotation (degrees, clockwise, only ever growing so the wheel never turns back) that
 * brings the centre of slice `index` under the pointer at the top after `turns` full turns. Slice i's
 * centre sits at i × sliceAngle from the top when the wheel is at rest.
 */
export function rotationFor(current: number, index: number, count: number, turns = 5): number {
  const target = (360 - ((index * sliceAngle(count)) % 360)) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((target - now + 360) % 360);
}

/** The SVG path of slice `index` of `count` on a circle of radius r centred at (r, r), from the top clockwise. */
export function slicePath(index: number, count: number, r: number): string {
  const a = sliceAngle(count);
  const from = ((index - 0.5) * a * Math.PI) / 180;
  const to = ((index + 0.5) * a * Math.PI) / 180;
  const x1 = r + r * Math.sin(from);
  const y1 = r - r * Math.cos(from);
  const x2 = r + r * Math.sin(to);
  const y2 = r - r * Math.cos(to);
  const large = a > 180 ? 1 : 0;
  if (count === 1) return `M ${r} 0 A ${r} ${r} 0 1 1 ${r - 0.01} 0 Z`;
  return `M ${r} ${r} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
}
