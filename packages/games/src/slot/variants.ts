import { HOUSE_SLOT, type SlotConfig } from './config.js';
import type { ExactRtp } from './rtp-exact.js';
import { LINE_PAYS, SCATTER_PAYS } from './symbols.js';

/**
 * The house slot's RTP variants: the operator picks one (back office), every round records the one it was
 * played under, and verification replays that one. They share the reels, paylines and free-spin rules and
 * differ only in the paytable, so the same seeds give the same stops and windows under every variant (only
 * the wins differ), and the free-spin frequency (1 in 212.6 rounds) is the same for all.
 *
 * `rtp` is each variant's exact return as a reduced fraction, as `exactRtp` computes it (rtp-exact.ts); the
 * unit test recomputes it, so a paytable edit that changes the maths fails until the declared RTP follows.
 */
export const SLOT_VARIANT_IDS = ['rtp92', 'rtp94', 'rtp96', 'rtp97'] as const;
export type SlotVariantId = (typeof SLOT_VARIANT_IDS)[number];

/** The variant every round before variants existed was played under: the original HOUSE_SLOT, unchanged. */
export const DEFAULT_SLOT_VARIANT: SlotVariantId = 'rtp96';

export interface SlotVariant {
  id: SlotVariantId;
  config: SlotConfig;
  /** The exact RTP (fraction of the total bet returned). */
  rtp: ExactRtp;
}

/** LINE_PAYS with some cells replaced: [symbol, run length, pay]. */
function linePaysWith(edits: readonly (readonly [number, number, number])[]): number[][] {
  const pays = LINE_PAYS.map((row) => [...row]);
  for (const [symbol, count, pay] of edits) pays[symbol]![count] = pay;
  return pays;
}

const ACE = 6;
const KING = 7;
const QUEEN = 8;
const JACK = 9;
const LANTERN = 4;

// The shared reels' denominator: (Π strip lengths)² reduced; every variant's fraction is over it.
const D = 4808584372417849n;

export const SLOT_VARIANTS: Readonly<Record<SlotVariantId, SlotVariant>> = {
  /** 92.000180%: three of a kind of the four card symbols pay one less, three scatters pay 1× the bet. */
  rtp92: {
    id: 'rtp92',
    config: {
      ...HOUSE_SLOT,
      linePays: linePaysWith([
        [ACE, 3, 4],
        [KING, 3, 4],
        [QUEEN, 3, 3],
        [JACK, 3, 3],
      ]),
      scatterPays: [0, 0, 0, 1, 10, 50],
    },
    rtp: { numerator: 4423906308909902n, denominator: D },
  },
  /** 94.000447%: three aces or kings pay 4, five aces 59, three scatters 1× the bet. */
  rtp94: {
    id: 'rtp94',
    config: {
      ...HOUSE_SLOT,
      linePays: linePaysWith([
        [ACE, 3, 4],
        [KING, 3, 4],
        [ACE, 5, 59],
      ]),
      scatterPays: [0, 0, 0, 1, 10, 50],
    },
    rtp: { numerator: 4520090838781381n, denominator: D },
  },
  /** 96.000464%: the original paytable (HOUSE_SLOT itself, so its rounds are byte-identical). */
  rtp96: {
    id: 'rtp96',
    config: HOUSE_SLOT,
    rtp: { numerator: 4616263341204916n, denominator: D },
  },
  /** 97.000095%: three queens pay 5, five queens 38, five lanterns 149. */
  rtp97: {
    id: 'rtp97',
    config: {
      ...HOUSE_SLOT,
      linePays: linePaysWith([
        [QUEEN, 3, 5],
        [QUEEN, 5, 38],
        [LANTERN, 5, 149],
      ]),
      scatterPays: SCATTER_PAYS,
    },
    rtp: { numerator: 4664331432552847n, denominator: D },
  },
};

export const isSlotVariantId = (id: string): id is SlotVariantId =>
  (SLOT_VARIANT_IDS as readonly string[]).includes(id);

/** The variant of that id; RangeError for an id no variant has (a stored round always names a known one). */
export function slotVariant(id: string): SlotVariant {
  if (!isSlotVariantId(id)) throw new RangeError(`unknown slot variant ${id}`);
  return SLOT_VARIANTS[id];
}
