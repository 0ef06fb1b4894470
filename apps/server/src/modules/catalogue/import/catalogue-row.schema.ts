import { GameClassifyNames, GameTypeNames } from '@app/contracts';
import { z } from 'zod';

// Row schemas of a catalogue import. CSV cells arrive as text, JSON values as JSON types: both pass.

const Code = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_]{1,32}$/, 'letters, digits and _ only, at most 32'));

/** An integer, also from text ("1500"). Money columns are minor units, so "0.5" is refused, not rounded. */
const Int = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: 'must be a whole number' }).int('must be a whole number').min(min).max(max),
  );

const Bool = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (['true', '1', 'yes', 'y'].includes(t)) return true;
    if (['false', '0', 'no', 'n'].includes(t)) return false;
    return v;
  },
  z.boolean({ error: 'must be true or false' }),
);

const Name = z.string().trim().min(1).max(80);
const Names = z.object({ vi: Name, en: z.optional(Name) }).strict();
const ImageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v.startsWith('https://') || /^\/[^/]/.test(v), 'must be an https:// URL or a path starting with /');
const Upper = (names: readonly string[]) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(names as [string, ...string[]], { error: `one of ${names.join(', ')}` }));

export const GameImportRowSchema = z
  .object({
    nodeId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only, at most 64'),
    vassalage: Code,
    gameType: Upper(GameTypeNames),
    gameClassify: Upper(GameClassifyNames),
    gameCode: z.optional(z.string().trim().min(1).max(64)),
    names: z.optional(Names),
    nameVi: z.optional(Name),
    nameEn: z.optional(Name),
    /** Minor units (1/100). */
    minBet: Int(0, 1_000_000_000_000),
    minLineNum: z.optional(Int(0, 10_000)),
    imageUrl: z.optional(ImageUrl),
    isHot: z.optional(Bool),
    popularity: z.optional(Int(0, 1_000_000_000)),
    isGame: z.optional(Upper(['GAME', 'VASSALAGE'])),
    defaultPlayType: z.optional(z.string().trim().min(1).max(32)),
    sort: z.optional(Int(-1_000_000, 1_000_000)),
    enabled: z.optional(Bool),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.names && !r.nameVi)
      ctx.addIssue({ code: 'custom', path: ['nameVi'], message: 'a Vietnamese name is required' });
    if (r.names && (r.nameVi || r.nameEn)) {
      ctx.addIssue({ code: 'custom', path: ['names'], message: 'give either names or nameVi/nameEn, not both' });
    }
  });
export type GameImportRow = z.infer<typeof GameImportRowSchema>;

export const VendorImportRowSchema = z
  .object({
    code: Code,
    displayName: Name,
    names: z.optional(Names),
    gameTypes: z.array(Upper(GameTypeNames)).min(1, 'at least one game type'),
    isHot: z.optional(Bool),
    sort: z.optional(Int(-1_000_000, 1_000_000)),
    logoUrl: z.optional(ImageUrl),
    accountTypeId: z.optional(Int(0, 1_000_000)),
    accountTypeName: z.optional(Code),
    walletModel: z.optional(z.enum(['seamless', 'transfer'])),
    allowsTrial: z.optional(Bool),
    enabled: z.optional(Bool),
  })
  .strict();
export type VendorImportRow = z.infer<typeof VendorImportRowSchema>;
