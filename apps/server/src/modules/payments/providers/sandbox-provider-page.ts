import { formatMinorAmount, type PageLanguage, pageLanguage } from '../sandbox.page.js';

export { pageLanguage };

const TEXT = {
  vi: {
    note: 'Môi trường thử nghiệm cục bộ: không có tiền thật nào được chuyển.',
    amount: 'Số tiền',
    order: 'Mã đơn hàng',
    pay: 'Xác nhận thanh toán',
    fail: 'Hủy thanh toán',
    done: 'Đơn hàng này đã kết thúc.',
    back: 'Quay lại trang web',
    missing: 'Không tìm thấy đơn hàng.',
  },
  en: {
    note: 'Local sandbox: no real money moves.',
    amount: 'Amount',
    order: 'Order',
    pay: 'Confirm payment',
    fail: 'Cancel payment',
    done: 'This order is already finished.',
    back: 'Back to the site',
    missing: 'Order not found.',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Brand {
  /** Shown as the page's title, e.g. "MoMo". */
  name: string;
  color: string;
}

function layout(brand: Brand, lang: PageLanguage, body: string): string {
  const title = `${brand.name} (sandbox)`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:16px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 8px #0002}
header{background:${brand.color};color:#fff;border-radius:8px;padding:12px 16px;font-weight:700;font-size:20px}
p.note{color:#6b7280;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#6b7280}
dd{margin:0;font-weight:600;word-break:break-all}.row{display:flex;gap:12px;margin-top:16px}
button{flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}.pay{background:${brand.color};color:#fff}
.fail{background:#e5e7eb;color:#111827}a{color:#2563eb}</style></head>
<body><main><header>${escapeHtml(title)}</header><p class="note">${TEXT[lang].note}</p>${body}</main></body></html>`;
}

/** The stand-in's payment page: amount, order id, pay or cancel (a form post back to the stand-in). */
export function renderProviderPayPage(
  brand: Brand,
  lang: PageLanguage,
  o: { action: string; orderId: string; amountMinor: number; open: boolean; backUrl: string },
): string {
  const t = TEXT[lang];
  if (!o.open) return layout(brand, lang, `<p>${t.done}</p><p><a href="${escapeHtml(o.backUrl)}">${t.back}</a></p>`);
  return layout(
    brand,
    lang,
    `<dl><dt>${t.amount}</dt><dd data-testid="provider-amount">${formatMinorAmount(o.amountMinor)} VND</dd>
<dt>${t.order}</dt><dd>${escapeHtml(o.orderId)}</dd></dl>
<form method="post" action="${escapeHtml(o.action)}"><input type="hidden" name="lang" value="${lang}">
<div class="row"><button class="pay" name="action" value="pay">${t.pay}</button>
<button class="fail" name="action" value="fail">${t.fail}</button></div></form>`,
  );
}

export function renderProviderMissingPage(brand: Brand, lang: PageLanguage): string {
  return layout(brand, lang, `<p>${TEXT[lang].missing}</p><p><a href="/">${TEXT[lang].back}</a></p>`);
}
