import type { LotterySelection } from '@app/games';
import type { TFunction } from 'i18next';

/** A selection in words: "Lô 2 số: 12, 34", "Đảo (3 càng): 123", "Tài/Xỉu: Tài". */
export function selectionText(t: TFunction, s: LotterySelection): string {
  if (s.kind === 'taiXiu' || s.kind === 'chanLe')
    return `${t(`lottery:kinds.${s.kind}`)}: ${t(`lottery:sides.${s.side}`)}`;
  const name =
    s.kind === 'dao' ? t('lottery:kinds.daoOf', { base: t(`lottery:kinds.${s.base}`) }) : t(`lottery:kinds.${s.kind}`);
  const shown = s.numbers.slice(0, 20).join(', ');
  return `${name}: ${shown}${s.numbers.length > 20 ? ' …' : ''}`;
}
