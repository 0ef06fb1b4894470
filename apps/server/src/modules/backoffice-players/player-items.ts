import type { Player360 } from '@app/contracts';
import type { BetRow, LoginRow, NoteRow, RewardRow, WageringRow } from './player-lists.repository.js';

/*
 * A row of the player page's lists as the contract shows it: one mapper each, used by the 360° read (its first
 * rows) and by the paged lists, so a row looks the same on the first page and the tenth.
 */

type Item<K extends keyof Player360> = Player360[K] extends (infer T)[] ? T : never;
/** A list row as read, with or without its keyset cursor. */
type Read<R> = Omit<R, 'cursor'>;

const iso = (d: Date) => d.toISOString();

export const betItem = (b: Read<BetRow>): Item<'bets'> => ({
  id: Number(b.id),
  vendor: b.vendor,
  category: b.category,
  roundId: b.round_id,
  stake: Number(b.stake),
  win: Number(b.win),
  status: b.status,
  createdAt: iso(b.created_at),
});

export const bonusItem = (r: Read<RewardRow>): Item<'bonuses'> => ({
  id: Number(r.id),
  source: r.source,
  title: r.title,
  amount: Number(r.amount),
  status: r.status,
  offeredAt: iso(r.offered_at),
  claimedAt: r.claimed_at ? iso(r.claimed_at) : null,
});

export const wageringItem = (w: Read<WageringRow>): Item<'wagering'> => ({
  id: Number(w.id),
  bonus: Number(w.bonus),
  required: Number(w.required),
  done: Number(w.done),
  status: w.status,
  createdAt: iso(w.created_at),
});

export const loginItem = (l: Read<LoginRow>): Item<'logins'> => ({
  at: iso(l.at),
  kind: l.kind,
  ip: l.ip,
  device: l.device,
  deviceId: l.device_id,
});

export const noteItem = (n: Read<NoteRow>): Item<'notes'> => ({
  id: Number(n.id),
  body: n.body,
  author: n.author,
  createdAt: iso(n.created_at),
});
