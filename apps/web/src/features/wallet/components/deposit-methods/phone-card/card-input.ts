/** Digits only, as the member types them from the card (spaces and dashes dropped). */
export const cardDigits = (v: string) => v.replace(/[^\d]/g, '');

/** Credit at the declared face value: face × (1 − discount), whole dong (as the server counts it). */
export function creditAfterDiscount(faceMinor: number, discountBp: number): number {
  const kept = Math.floor((faceMinor * (10_000 - discountBp)) / 10_000);
  return kept - (kept % 100);
}

/** The first problem of a typed serial or PIN against the carrier's lengths, or null. */
export function lengthProblem(value: string, lengths: number[]): 'empty' | 'length' | null {
  if (value.length === 0) return 'empty';
  return lengths.includes(value.length) ? null : 'length';
}
