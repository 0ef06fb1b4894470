import type { SandboxPaymentRow } from './sandbox.repository.js';

export type PageLanguage = 'vi' | 'en';

const TEXT = {
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    note: 'Đây là cổng thanh toán mô phỏng: không có tiền thật nào được chuyển.',
    amount: 'Số tiền',
    reference: 'Mã giao dịch',
    pay: 'Thanh toán',
    fail: 'Từ chối thanh toán',
    switches: 'Tùy chọn thử nghiệm',
    duplicate: 'Gửi thông báo hai lần',
    outOfOrder: 'Gửi thông báo sai thứ tự (chờ xử lý sau khi thành công)',
    wrongAmount: 'Báo sai số tiền (+1.00)',
    done: 'Giao dịch này đã kết thúc.',
    back: 'Quay lại trang web',
    missing: 'Không tìm thấy giao dịch.',
  },
  en: {
    title: 'Sandbox payment gateway',
    note: 'This is a simulated payment gateway: no real money moves.',
    amount: 'Amount',
    reference: 'Payment reference',
    pay: 'Pay',
    fail: 'Fail the payment',
    switches: 'Test options',
    duplicate: 'Send the notification twice',
    outOfOrder: 'Send notifications out of order (pending after success)',
    wrongAmount: 'Report a wrong amount (+1.00)',
    done: 'This payment is already finished.',
    back: 'Back to the site',
    missing: 'Payment not found.',
  },
} as const;

/** The page language: the lang parameter, else the browser's Accept-Language, else Vietnamese. */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): PageLanguage {
  if (lang === 'en' || lang === 'vi') return lang;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Minor units → "1,234,567.00" (spec §9: two decimals, thousands separators). */
export function formatMinorAmount(minor: number): string {
  const units = Math.floor(minor / 100).toLocaleString('en-US');
  return `${units}.${String(minor % 100).padStart(2, '0')}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:20px;margin:0 0 8px}p.note{color:#6b7280;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#6b7280}dd{margin:0;font-weight:600}dd.ref{word-break:break-all;font-family:monospace}fieldset{border:1px solid #e5e7eb;border-radius:8px;margin:16px 0}
label{display:block;font-size:14px;margin:6px 0}.row{display:flex;gap:12px}button{flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#e5e7eb;color:#111827}a{color:#2563eb}`;

function layout(lang: PageLanguage, body: string): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${t.title}</title><style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p class="note">${t.note}</p>${body}</main></body></html>`;
}

/** The payment page: amount, reference, Pay / Fail, and the test switches. */
export function renderPaymentPage(p: SandboxPaymentRow, lang: PageLanguage): string {
  const t = TEXT[lang];
  if (p.status !== 'created') {
    return layout(lang, `<p>${t.done}</p><p><a href="${escapeHtml(p.return_url)}">${t.back}</a></p>`);
  }
  const id = escapeHtml(p.id);
  return layout(
    lang,
    `<dl><dt>${t.amount}</dt><dd>${formatMinorAmount(Number(p.amount))} ${escapeHtml(p.currency)}</dd>
<dt>${t.reference}</dt><dd class="ref">${id}</dd></dl>
<form method="post" action="/sandbox-pay/${id}"><input type="hidden" name="lang" value="${lang}">
<fieldset><legend>${t.switches}</legend>
<label><input type="checkbox" name="duplicate" value="1"> ${t.duplicate}</label>
<label><input type="checkbox" name="outOfOrder" value="1"> ${t.outOfOrder}</label>
<label><input type="checkbox" name="wrongAmount" value="1"> ${t.wrongAmount}</label></fieldset>
<div class="row"><button class="pay" name="action" value="pay">${t.pay}</button>
<button class="fail" name="action" value="fail">${t.fail}</button></div></form>`,
  );
}

export function renderMissingPage(lang: PageLanguage): string {
  return layout(lang, `<p>${TEXT[lang].missing}</p><p><a href="/">${TEXT[lang].back}</a></p>`);
}
