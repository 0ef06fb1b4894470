/**
 * The house slot's symbols and paytable. Symbols are small integers so the evaluator can index arrays
 * in its hot loop; `SLOT_SYMBOLS` names them for the browser and for stored results.
 */
export const WILD = 0;
export const SCATTER = 1;

/** Stable names, indexed by symbol number. The browser maps each to its picture and translated label. */
export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'dragon',
  'phoenix',
  'lantern',
  'coin',
  'ace',
  'king',
  'queen',
  'jack',
] as const;
export type SlotSymbolName = (typeof SLOT_SYMBOLS)[number];
export const SYMBOL_COUNT = SLOT_SYMBOLS.length;

/**
 * Line pays in multiples of the line bet, for 0..5 matching symbols from the leftmost reel
 * (index = run length). Wild substitutes for every symbol except the scatter, and a run of wilds
 * pays the wild line when that is worth more than the symbol it completes.
 */
export const LINE_PAYS: readonly (readonly number[])[] = [
  [0, 0, 0, 40, 150, 750], // wild
  [0, 0, 0, 0, 0, 0], // scatter never pays on a line
  [0, 0, 0, 25, 100, 400], // dragon
  [0, 0, 0, 20, 75, 250], // phoenix
  [0, 0, 0, 15, 50, 150], // lantern
  [0, 0, 0, 10, 30, 100], // coin
  [0, 0, 0, 5, 15, 60], // ace
  [0, 0, 0, 5, 12, 50], // king
  [0, 0, 0, 4, 10, 40], // queen
  [0, 0, 0, 4, 10, 30], // jack
];

/** Scatter pays in multiples of the total bet, by number of scatters anywhere in the window (0..5). */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];

/** Three or more scatters award this many free spins (no retrigger: the maths stays exact and bounded). */
export const FREE_SPINS_AWARDED = 10;
export const FREE_SPINS_TRIGGER = 3;
/** Every win during free spins is multiplied by this. */
export const FREE_SPIN_MULTIPLIER = 3;
