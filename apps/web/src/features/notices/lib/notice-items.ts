import type { NoticeList } from '@app/contracts';

export type NoticeKind = 'player' | 'popup' | 'promotion';
export const NOTICE_TABS = ['all', 'player', 'popup', 'promotion'] as const;
export type NoticeTab = (typeof NOTICE_TABS)[number];

/** One row of the notice page, whatever list it came from. */
export interface NoticeItem {
  key: string;
  kind: NoticeKind;
  id: number;
  title: string;
  date: string;
  html?: string;
  imageUrl?: string;
  endTime?: string | null;
}

/** Flattens player, popup and promotion lists into one list, newest first. */
export function toNoticeItems(data: NoticeList | undefined): NoticeItem[] {
  if (!data) return [];
  const items: NoticeItem[] = [
    ...data.player.map((n) => ({
      key: `player-${n.id}`,
      kind: 'player' as const,
      id: n.id,
      title: n.title,
      date: n.startTime,
      html: n.content,
    })),
    ...data.popup.map((n) => ({
      key: `popup-${n.id}`,
      kind: 'popup' as const,
      id: n.id,
      title: n.title,
      date: n.startTime,
      html: n.content,
    })),
    ...data.promotion.map((p) => ({
      key: `promotion-${p.id}`,
      kind: 'promotion' as const,
      id: p.id,
      title: p.title,
      date: p.startTime,
      imageUrl: p.imageUrl,
      endTime: p.endTime,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
