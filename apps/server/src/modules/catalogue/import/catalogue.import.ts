import type { Db, Tx } from '../../../platform/db/connect.js';
import { artUrl } from '../../media/index.js';
import { CATALOGUE_CHANNEL } from '../catalogue.cache.js';
import { foldText } from '../catalogue.mappers.js';
import { FileFormatError, parseCsv, parseJson, type RawRecord } from './catalogue-file.parse.js';
import {
  type GameImportRow,
  GameImportRowSchema,
  type VendorImportRow,
  VendorImportRowSchema,
} from './catalogue-row.schema.js';

/** One problem, tied to the line of the file it is on. */
export interface ImportProblem {
  line: number;
  field?: string;
  message: string;
}

export type ImportResult =
  | { ok: true; vendors: { inserted: number; updated: number }; games: { inserted: number; updated: number } }
  | { ok: false; problems: ImportProblem[] };

type Lined<T> = T & { line: number };

/**
 * Imports a catalogue file (JSON or CSV) all-or-nothing: every row is checked first (fields, duplicates,
 * vendor and category references, the database's existing games); any problem means nothing is written
 * and every problem is reported by line. Rows upsert by vendor code and game node id; games absent from
 * the file are kept. Running servers drop their cached vendor list through a NOTIFY on commit.
 */
export async function importCatalogue(
  db: Db,
  text: string,
  format: 'json' | 'csv',
  opts: {
    /** Runs in the import's transaction once it has written (the back office's audit row). */
    onWritten?: (tx: Tx, result: Extract<ImportResult, { ok: true }>) => Promise<void>;
  } = {},
): Promise<ImportResult> {
  let records: RawRecord[];
  try {
    records = format === 'json' ? parseJson(text) : parseCsv(text);
  } catch (e) {
    if (e instanceof FileFormatError) return { ok: false, problems: [{ line: e.line, message: e.message }] };
    throw e;
  }
  const problems: ImportProblem[] = [];
  const vendors: Lined<VendorImportRow>[] = [];
  const games: Lined<GameImportRow>[] = [];
  for (const r of records) {
    const parsed = (r.kind === 'vendor' ? VendorImportRowSchema : GameImportRowSchema).safeParse(r.fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length > 0 ? issue.path.join('.') : undefined;
        const message =
          issue.code === 'unrecognized_keys' ? `unknown field(s): ${issue.keys.join(', ')}` : issue.message;
        problems.push({ line: r.line, field, message });
      }
    } else if (r.kind === 'vendor') vendors.push({ ...(parsed.data as VendorImportRow), line: r.line });
    else games.push({ ...(parsed.data as GameImportRow), line: r.line });
  }
  if (records.length === 0) problems.push({ line: 1, message: 'The file has no rows' });
  problems.push(...duplicates(vendors, (v) => v.code, 'code'));
  const nodeDuplicates = duplicates(games, (g) => g.nodeId, 'nodeId');
  problems.push(...nodeDuplicates);
  // A repeated node id also repeats its default game code: that row is reported once, above.
  const repeated = new Set(nodeDuplicates.map((p) => p.line));
  const distinct = games.filter((g) => !repeated.has(g.line));
  problems.push(...duplicates(distinct, (g) => `${g.vassalage}/${g.gameCode ?? g.nodeId}`, 'gameCode'));

  return db.begin(async (tx) => {
    // One import at a time: the checks below read what the write then relies on.
    await tx`SELECT pg_advisory_xact_lock(hashtext('catalogue_import'))`;
    problems.push(...(await databaseProblems(tx, vendors, games)));
    if (problems.length > 0) {
      return { ok: false as const, problems: problems.sort((a, b) => a.line - b.line) };
    }
    const v = await writeVendors(tx, vendors);
    const g = await writeGames(tx, games);
    const result = { ok: true as const, vendors: v, games: g };
    await opts.onWritten?.(tx, result);
    await tx`SELECT pg_notify(${CATALOGUE_CHANNEL}, 'import')`;
    return result;
  });
}

function duplicates<T extends { line: number }>(rows: T[], key: (r: T) => string, field: string): ImportProblem[] {
  const first = new Map<string, number>();
  const out: ImportProblem[] = [];
  for (const r of rows) {
    const k = key(r);
    const at = first.get(k);
    if (at === undefined) first.set(k, r.line);
    else out.push({ line: r.line, field, message: `duplicate of line ${at}` });
  }
  return out;
}

/** References the file alone cannot settle: vendors and category of each game, vendor game codes in use. */
async function databaseProblems(tx: Tx, vendors: Lined<VendorImportRow>[], games: Lined<GameImportRow>[]) {
  const out: ImportProblem[] = [];
  const stored = await tx<{ code: string; game_types: string[] }[]>`SELECT code, game_types FROM vendors`;
  const typesOf = new Map(stored.map((s) => [s.code, s.game_types]));
  for (const v of vendors) typesOf.set(v.code, v.gameTypes);
  const taken = await tx<{ node_id: string; vendor_code: string; game_code: string }[]>`
    SELECT node_id, vendor_code, game_code FROM games`;
  const holder = new Map(taken.map((t) => [`${t.vendor_code}/${t.game_code}`, t.node_id]));
  for (const g of games) {
    const types = typesOf.get(g.vassalage);
    if (!types) out.push({ line: g.line, field: 'vassalage', message: `unknown vendor ${g.vassalage}` });
    else if (!types.includes(g.gameType)) {
      out.push({ line: g.line, field: 'gameType', message: `vendor ${g.vassalage} does not serve ${g.gameType}` });
    }
    const owner = holder.get(`${g.vassalage}/${g.gameCode ?? g.nodeId}`);
    if (owner && owner !== g.nodeId) {
      out.push({ line: g.line, field: 'gameCode', message: `already used by game ${owner} of ${g.vassalage}` });
    }
  }
  return out;
}

async function writeVendors(tx: Tx, vendors: Lined<VendorImportRow>[]) {
  if (vendors.length === 0) return { inserted: 0, updated: 0 };
  const rows = vendors.map((v) => ({
    code: v.code,
    display_name: v.displayName,
    names: v.names ? tx.json({ vi: v.names.vi, en: v.names.en ?? v.names.vi }) : null,
    game_types: v.gameTypes,
    is_hot: v.isHot ?? false,
    sort: v.sort ?? 0,
    logo_url: v.logoUrl ?? artUrl('vendor', v.code, { t: v.names?.en ?? v.displayName }),
    account_type_id: v.accountTypeId ?? 0,
    account_type_name: v.accountTypeName ?? v.code,
    wallet_model: v.walletModel ?? 'seamless',
    allows_trial: v.allowsTrial ?? false,
    enabled: v.enabled ?? true,
  }));
  const res = await tx<{ inserted: boolean }[]>`
    INSERT INTO vendors ${tx(rows)}
    ON CONFLICT (code) DO UPDATE SET display_name = excluded.display_name, names = excluded.names,
      game_types = excluded.game_types, is_hot = excluded.is_hot, sort = excluded.sort, logo_url = excluded.logo_url,
      account_type_id = excluded.account_type_id, account_type_name = excluded.account_type_name,
      wallet_model = excluded.wallet_model, allows_trial = excluded.allows_trial, enabled = excluded.enabled
    RETURNING (xmax = 0) AS inserted`;
  return tally(res);
}

async function writeGames(tx: Tx, games: Lined<GameImportRow>[]) {
  let inserted = 0;
  let updated = 0;
  // Chunks keep each statement well under PostgreSQL's bind-parameter limit.
  for (let i = 0; i < games.length; i += 1000) {
    const rows = games.slice(i, i + 1000).map((g, j) => toGameDbRow(tx, g, i + j));
    const res = await tx<{ inserted: boolean }[]>`
      INSERT INTO games ${tx(rows)}
      ON CONFLICT (node_id) DO UPDATE SET vendor_code = excluded.vendor_code, game_type = excluded.game_type,
        game_classify = excluded.game_classify, game_code = excluded.game_code, names = excluded.names,
        search_text = excluded.search_text, min_bet = excluded.min_bet, min_line_num = excluded.min_line_num,
        image_url = excluded.image_url, is_hot = excluded.is_hot,
        -- Launches raise popularity too: an import can lift it, never wipe what play has earned.
        popularity = greatest(games.popularity, excluded.popularity),
        is_game = excluded.is_game, default_play_type = excluded.default_play_type, sort = excluded.sort,
        enabled = excluded.enabled
      RETURNING (xmax = 0) AS inserted`;
    const t = tally(res);
    inserted += t.inserted;
    updated += t.updated;
  }
  return { inserted, updated };
}

/** An import row as a games table row; without a sort it keeps the file's order. */
export function toGameDbRow(tx: Tx, g: GameImportRow, position: number) {
  const vi = g.names?.vi ?? g.nameVi ?? '';
  const en = g.names?.en ?? g.nameEn ?? vi;
  return {
    node_id: g.nodeId,
    vendor_code: g.vassalage,
    game_type: g.gameType,
    game_classify: g.gameClassify,
    game_code: g.gameCode ?? g.nodeId,
    names: tx.json({ vi, en }),
    search_text: foldText(vi === en ? vi : `${vi} ${en}`),
    min_bet: g.minBet,
    min_line_num: g.minLineNum ?? 0,
    image_url: g.imageUrl ?? null,
    is_hot: g.isHot ?? false,
    popularity: g.popularity ?? 0,
    is_game: g.isGame ?? 'GAME',
    default_play_type: g.defaultPlayType ?? null,
    sort: g.sort ?? position,
    enabled: g.enabled ?? true,
  };
}

function tally(rows: { inserted: boolean }[]) {
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
}
