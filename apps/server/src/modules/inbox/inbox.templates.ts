import type { InboxTemplate, LanguageCode } from '@app/contracts';

type Text = { vi: string; en: string };
type Named = Text | string;

/** A system message and its parameters (amounts in integer minor units). */
export type SystemMessage =
  | { template: 'deposit_credited'; amount: number; reference: string }
  | { template: 'withdrawal_approved'; amount: number; reference: string }
  | { template: 'withdrawal_rejected'; amount: number; reference: string; reason?: string | null }
  | { template: 'bonus_paid'; amount: number; name?: Named | null }
  | { template: 'vip_level_up'; rank: number; name?: Named | null }
  | { template: 'mission_complete'; mission: Named; reward?: Named | null };

const money = (lang: LanguageCode, minor: number): string =>
  new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(minor / 100)
    .concat(' ₫');
const pick = (lang: LanguageCode, n: Named | null | undefined): string =>
  n == null ? '' : typeof n === 'string' ? n : n[lang];

type Rendered = { title: string; body: string };
type Renderer<T> = (lang: LanguageCode, m: T) => Rendered;
type Of<K extends InboxTemplate> = Extract<SystemMessage, { template: K }>;

// The texts of each template in both languages: written once, in the member's language, when sent.
const RENDER: { [K in InboxTemplate]: Renderer<Of<K>> } = {
  deposit_credited: (l, m) =>
    l === 'vi'
      ? { title: 'Nạp tiền thành công', body: `${money(l, m.amount)} đã được cộng vào ví của bạn (mã ${m.reference}).` }
      : { title: 'Deposit credited', body: `${money(l, m.amount)} was credited to your wallet (no. ${m.reference}).` },
  withdrawal_approved: (l, m) =>
    l === 'vi'
      ? { title: 'Rút tiền đã được duyệt', body: `Lệnh rút ${money(l, m.amount)} (mã ${m.reference}) đã được duyệt.` }
      : {
          title: 'Withdrawal approved',
          body: `Your withdrawal of ${money(l, m.amount)} (no. ${m.reference}) was approved.`,
        },
  withdrawal_rejected: (l, m) => {
    const reason = m.reason ? (l === 'vi' ? ` Lý do: ${m.reason}.` : ` Reason: ${m.reason}.`) : '';
    return l === 'vi'
      ? {
          title: 'Rút tiền bị từ chối',
          body: `Lệnh rút ${money(l, m.amount)} (mã ${m.reference}) bị từ chối; tiền đã được hoàn vào ví.${reason}`,
        }
      : {
          title: 'Withdrawal rejected',
          body: `Your withdrawal of ${money(l, m.amount)} (no. ${m.reference}) was rejected; the money is back in your wallet.${reason}`,
        };
  },
  bonus_paid: (l, m) => {
    const name = pick(l, m.name);
    return l === 'vi'
      ? { title: 'Đã nhận thưởng', body: `Bạn đã nhận ${money(l, m.amount)}${name ? ` từ ${name}` : ''}.` }
      : { title: 'Bonus paid', body: `You received ${money(l, m.amount)}${name ? ` from ${name}` : ''}.` };
  },
  vip_level_up: (l, m) => {
    const name = pick(l, m.name) || `VIP ${m.rank}`;
    return l === 'vi'
      ? { title: 'Thăng cấp VIP', body: `Chúc mừng! Bạn đã lên ${name}. Xem quyền lợi mới trong trang VIP.` }
      : { title: 'VIP level up', body: `Congratulations! You reached ${name}. See your new benefits on the VIP page.` };
  },
  mission_complete: (l, m) => {
    const reward = pick(l, m.reward);
    return l === 'vi'
      ? {
          title: 'Hoàn thành nhiệm vụ',
          body: `Bạn đã hoàn thành nhiệm vụ "${pick(l, m.mission)}".${reward ? ` Phần thưởng: ${reward}.` : ''} Nhận thưởng trong mục Nhiệm vụ.`,
        }
      : {
          title: 'Mission complete',
          body: `You completed the mission "${pick(l, m.mission)}".${reward ? ` Reward: ${reward}.` : ''} Claim it in Missions.`,
        };
  },
};

/** The message's title and text in one language. */
export function renderSystemMessage(lang: LanguageCode, m: SystemMessage): Rendered {
  const render = RENDER[m.template] as Renderer<SystemMessage>;
  return render(lang, m);
}
