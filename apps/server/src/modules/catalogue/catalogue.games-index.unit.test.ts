import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGamesIndex, type IndexedGame, type IndexFilter, queryGames } from './catalogue.games-index.js';
import { foldText } from './catalogue.mappers.js';

const TYPES = ['RNG', 'LIVE', 'FISH'];
const VENDORS = ['PG', 'JILI', 'EVO'];
const WORDS = ['rồng', 'vàng', 'golden', 'dragon', 'phượng', 'fortune', 'ca', 'rong', 'xx'];

const gameArb = fc.record({
  type: fc.constantFrom(...TYPES),
  vendor: fc.constantFrom(...VENDORS),
  classify: fc.constantFrom('SLOT', 'FISHING'),
  vi: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
  en: fc.option(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })),
  minBet: fc.constantFrom(1, 5, 10),
  lines: fc.constantFrom(0, 20, 243),
});

type GameSpec = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

function games(specs: GameSpec[]) {
  return specs.map((s, i): IndexedGame => {
    const vi = s.vi.join(' ');
    const en = s.en ? s.en.join(' ') : undefined;
    return {
      node_id: `G-${i}`,
      vendor_code: s.vendor,
      vendor_names: s.vendor === 'PG' ? { vi: 'PG Soft', en: 'PG' } : null,
      vendor_display_name: s.vendor,
      game_type: s.type,
      game_classify: s.classify,
      game_code: `c${i}`,
      names: en ? { vi, en } : { vi },
      min_bet: s.minBet,
      min_line_num: s.lines,
      image_url: null,
      is_hot: i % 2 === 0,
      is_game: 'GAME',
      search_text: foldText(en && en !== vi ? `${vi} ${en}` : vi),
    };
  });
}

/** What the SQL did: every enabled game in order, each filter a conjunct, LIKE '%term%' on the folded names. */
function naive(list: IndexedGame[], f: IndexFilter) {
  const hits = list.filter(
    (g) =>
      (f.gameType === undefined || g.game_type === f.gameType) &&
      (f.vendor === undefined || g.vendor_code === f.vendor) &&
      (f.classify === undefined || g.game_classify === f.classify) &&
      (!f.search || g.search_text.includes(f.search)) &&
      (f.minBet === undefined || g.min_bet === f.minBet) &&
      (f.minLineNum === undefined || g.min_line_num === f.minLineNum),
  );
  return {
    ids: hits.slice(f.offset, f.offset + f.limit).map((g) => g.node_id),
    names: hits.slice(f.offset, f.offset + f.limit).map((g) => g.names[f.lang] ?? g.names.vi),
    total: hits.length,
  };
}

const filterArb = fc.record({
  lang: fc.constantFrom('vi', 'en'),
  gameType: fc.option(fc.constantFrom(...TYPES, 'SPORTS'), { nil: undefined }),
  vendor: fc.option(fc.constantFrom(...VENDORS), { nil: undefined }),
  classify: fc.option(fc.constantFrom('SLOT', 'FISHING'), { nil: undefined }),
  search: fc.option(
    fc.oneof(
      fc.constantFrom('rong', 'ong v', 'gold', 'en dr', 'ca', 'x', 'dragon fortune', 'zzz', 'phuong'),
      fc.string({ maxLength: 4 }),
    ),
    { nil: undefined },
  ),
  minBet: fc.option(fc.constantFrom(1, 5, 10), { nil: undefined }),
  minLineNum: fc.option(fc.constantFrom(0, 20, 243), { nil: undefined }),
  limit: fc.integer({ min: 1, max: 20 }),
  offset: fc.integer({ min: 0, max: 60 }),
});

describe('in-memory games index', () => {
  it('answers every filter, search and page exactly as a scan of the ordered catalogue does', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 80 }), filterArb, (specs, f) => {
        const list = games(specs);
        const got = queryGames(buildGamesIndex(list), f);
        const want = naive(list, f);
        expect({ ids: got.rows.map((r) => r.node_id), names: got.rows.map((r) => r.name), total: got.total }).toEqual(
          want,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('picks the vendor name in the language asked, falling back to its display name', () => {
    const list = games([
      { type: 'RNG', vendor: 'PG', classify: 'SLOT', vi: ['rồng'], en: ['golden'], minBet: 1, lines: 0 },
    ]);
    list.push({
      ...list[0]!,
      node_id: 'G-1',
      vendor_code: 'EVO',
      vendor_names: null,
      vendor_display_name: 'Evolution',
    });
    const index = buildGamesIndex(list);
    const en = queryGames(index, { lang: 'en', limit: 10, offset: 0 }).rows;
    expect(en.map((r) => [r.vendor_name, r.name])).toEqual([
      ['PG', 'golden'],
      ['Evolution', 'golden'],
    ]);
    expect(queryGames(index, { lang: 'vi', search: 'golden', limit: 10, offset: 0 }).rows[0]!.name).toBe('rồng');
  });
});
