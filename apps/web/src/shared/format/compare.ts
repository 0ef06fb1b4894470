// One collator for every sort by name: `localeCompare` sets up ICU's collation afresh on its first calls
// (about 12 ms of a phone's first render for the home page's eight category counts), a collator once.
let collator: Intl.Collator | undefined;

/** Orders two names as the reader's language does (case and accents folded as `localeCompare` would). */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
}
