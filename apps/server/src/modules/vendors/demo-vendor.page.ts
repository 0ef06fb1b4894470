import { formatMinorAmount, type pageLanguage } from '../payments/index.js';

export type DemoLanguage = ReturnType<typeof pageLanguage>;

const TEXT = {
  vi: {
    title: 'Nhà cung cấp trò chơi thử nghiệm',
    note: 'Trang mô phỏng một nhà cung cấp bên thứ ba: mỗi ván cược và tiền thắng đi qua ví của trang hoặc ví riêng của nhà cung cấp.',
    vendor: 'Nhà cung cấp',
    game: 'Trò chơi',
    balance: 'Số dư',
    stake: 'Tiền cược',
    play: 'Chơi một ván',
    won: 'Thắng',
    lost: 'Không trúng',
    refused: 'Ván cược bị từ chối',
    insufficient: 'Số dư không đủ',
    expired: 'Phiên chơi đã hết hạn, vui lòng mở lại trò chơi',
    transfer:
      'Nhà cung cấp này dùng ví riêng: chuyển tiền vào ví nhà cung cấp trong Ví của tôi trước khi chơi. Các ván chơi xuất hiện trong lịch sử cược sau khi báo cáo cược của nhà cung cấp được đọc.',
    back: 'Quay lại sảnh',
  },
  en: {
    title: 'Demo game vendor',
    note: "A simulated third-party vendor: every stake and win goes through the site's wallet or the vendor's own wallet.",
    vendor: 'Vendor',
    game: 'Game',
    balance: 'Balance',
    stake: 'Stake',
    play: 'Play a round',
    won: 'Won',
    lost: 'No win',
    refused: 'The bet was refused',
    insufficient: 'Insufficient balance',
    expired: 'The session has expired, please open the game again',
    transfer:
      'This vendor keeps its own wallet: move money into it from My wallet before playing. Its rounds appear in betting history once its bet report has been read.',
    back: 'Back to the lobby',
  },
} as const;

/** Stakes offered by the demo page, in minor units (1,000 / 10,000 / 100,000). */
export const DEMO_STAKES = [100_000, 1_000_000, 10_000_000] as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;padding:24px}
main{max-width:440px;margin:0 auto;background:#1e293b;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p.note{color:#94a3b8;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#94a3b8}dd{margin:0;font-weight:600}select,button{font-size:16px;padding:10px;border-radius:8px;border:0}
button{background:#f59e0b;color:#111827;cursor:pointer;width:100%;margin-top:12px}.result{font-size:18px;margin:16px 0;font-weight:700}
a{color:#93c5fd}`;

export interface DemoPageModel {
  lang: DemoLanguage;
  vendor: string;
  game: string;
  /** Null when the session is unknown or expired. */
  balance: number | null;
  currency: string;
  model: 'seamless' | 'transfer';
  /** The form's hidden fields (token, game, …) that the round post sends back. */
  hidden: Record<string, string>;
  /** A fresh round id: a resubmitted form replays the round instead of playing it twice. */
  roundId: string;
  /** The last round's outcome, shown above the form. */
  last?: { kind: 'won' | 'lost' | 'refused' | 'insufficient' | 'expired'; amount?: number };
  backUrl?: string;
}

/** The demo vendor's game page: balance, stake choice and one button; a plain form post, no script. */
export function renderDemoPage(m: DemoPageModel): string {
  const t = TEXT[m.lang];
  const money = (n: number) => `${formatMinorAmount(n)} ${escapeHtml(m.currency)}`;
  const last = m.last
    ? `<p class="result" data-outcome="${m.last.kind}">${t[m.last.kind]}${m.last.amount ? ` ${money(m.last.amount)}` : ''}</p>`
    : '';
  const hidden = Object.entries({ ...m.hidden, roundId: m.roundId, lang: m.lang })
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const note = m.model === 'transfer' ? `<p data-testid="demo-transfer-note">${t.transfer}</p>` : '';
  const form =
    m.balance === null
      ? `<p class="result" data-outcome="expired">${t.expired}</p>`
      : `${note}<form method="post" action="/wps/vendors/demo/play">${hidden}
<label>${t.stake} <select name="stake">${DEMO_STAKES.map((s) => `<option value="${s}">${money(s)}</option>`).join('')}</select></label>
<button type="submit">${t.play}</button></form>`;
  const back = m.backUrl?.startsWith('/')
    ? `<p><a href="${escapeHtml(m.backUrl)}" target="_top">${t.back}</a></p>`
    : '';
  return `<!doctype html><html lang="${m.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${t.title}</title><style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p class="note">${t.note}</p>
<dl><dt>${t.vendor}</dt><dd>${escapeHtml(m.vendor)}</dd><dt>${t.game}</dt><dd>${escapeHtml(m.game)}</dd>
<dt>${t.balance}</dt><dd data-balance="${m.balance ?? ''}">${m.balance === null ? '—' : money(m.balance)}</dd></dl>
${last}${form}${back}</main></body></html>`;
}
