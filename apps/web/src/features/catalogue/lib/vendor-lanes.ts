import {
  type GameClassify,
  type GameType,
  GameTypeParents,
  type VendorCard,
  type VendorGroup,
  type VendorList,
} from '@app/contracts';
import { type CategoryKey, categoryByKey } from '../../../shared/catalogue/categories';

function groups(list: VendorList | undefined): VendorGroup[] {
  return list?.data.lanes.flatMap((lane) => lane.groups) ?? [];
}

/** Hot vendors first, the server's order otherwise; a vendor listed twice in one category once. */
function hotFirst(cards: VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  const unique = cards.filter((c) => {
    const key = `${c.gameType}:${c.vassalage}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => b.isHot - a.isHot || i - j)
    .map(([c]) => c);
}

/** The vendor tabs of a category lobby: vendors of the category's game types. */
export function lobbyVendors(list: VendorList | undefined, key: CategoryKey): VendorCard[] {
  const types: readonly GameType[] = categoryByKey(key).gameTypes;
  return hotFirst(
    groups(list)
      .filter((g) => types.includes(g.gameType))
      .flatMap((g) => g.cards),
  );
}

/**
 * The bottom navigation drop-down of a category: its own vendors and, for a menu that groups
 * others (spec §3: ESPORTS and COCKFIGHT belong to SPORTS), the grouped categories' vendors after them.
 */
export function menuVendors(list: VendorList | undefined, key: CategoryKey): VendorCard[] {
  const own: readonly GameType[] = categoryByKey(key).gameTypes;
  const grouped = Object.entries(GameTypeParents)
    .filter(([, parent]) => parent !== undefined && own.includes(parent))
    .map(([child]) => child as GameType);
  const all = groups(list);
  return [
    ...hotFirst(all.filter((g) => own.includes(g.gameType)).flatMap((g) => g.cards)),
    ...hotFirst(all.filter((g) => grouped.includes(g.gameType)).flatMap((g) => g.cards)),
  ];
}

/** Classifications offered by the lobby's filter: those present among the category's games. */
export function lobbyClassifies(list: VendorList | undefined, key: CategoryKey): GameClassify[] {
  const types: readonly GameType[] = categoryByKey(key).gameTypes;
  const found = new Set<GameClassify>();
  for (const g of groups(list)) if (types.includes(g.gameType)) for (const c of g.gameClassify ?? []) found.add(c);
  return [...found];
}

/**
 * The selected vendor: the address's ?page= or ?vassalage= when the category has it (case-
 * insensitive), else the first (hottest) vendor so the lobby always shows games.
 */
export function selectedVendor(vendors: readonly VendorCard[], requested: string | null): VendorCard | null {
  const want = requested?.toUpperCase();
  return (want ? vendors.find((v) => v.vassalage.toUpperCase() === want) : undefined) ?? vendors[0] ?? null;
}
