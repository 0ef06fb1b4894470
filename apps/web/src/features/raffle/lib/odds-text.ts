/** A chance in parts per million as a percentage with two decimals, rounded down: 123456 → '12.34%'. */
export function oddsText(ppm: number): string {
  const hundredths = Math.floor(ppm / 100);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}
