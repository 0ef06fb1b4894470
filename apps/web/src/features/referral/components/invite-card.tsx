import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../shared/ui/qr-code';
import { copyText } from '../copy-text';

type Copied = 'code' | 'link' | null;

/** The member's code and link with copy and share buttons, and the link's QR code for a friend to scan. */
export function InviteCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('memberCentre');
  const [copied, setCopied] = useState<Copied>(null);
  const url = `${window.location.origin}${link}`;
  const copy = async (what: 'code' | 'link') => {
    if (await copyText(what === 'code' ? code : url)) {
      setCopied(what);
      setTimeout(() => setCopied(null), 2000);
    }
  };
  // The phone's share sheet where there is one (Zalo, Messenger …); elsewhere the link is copied.
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('referralPage.title'), text: t('referralPage.shareText'), url });
        return;
      } catch {
        // Dismissed or refused: fall through to copying.
      }
    }
    await copy('link');
  };
  const button =
    'h-10 shrink-0 rounded-xl border border-primary px-4 text-sm font-bold text-primary transition hover:bg-primary-soft';
  return (
    <section
      data-testid="referral-invite"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <span className="text-xs text-text-muted">{t('referralPage.yourCode')}</span>
          <div className="flex items-center gap-2">
            <span data-testid="referral-code" className="tabular text-2xl font-extrabold tracking-widest text-primary">
              {code}
            </span>
            <button type="button" data-testid="referral-copy-code" onClick={() => void copy('code')} className={button}>
              {copied === 'code' ? t('referralPage.copied') : t('referralPage.copy')}
            </button>
          </div>
        </div>
        <label className="flex flex-col gap-1">
          <span className="text-xs text-text-muted">{t('referralPage.yourLink')}</span>
          <input
            readOnly
            value={url}
            data-testid="referral-link"
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-xl border border-border bg-surface-2 px-3 text-sm text-text"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-testid="referral-copy-link"
            onClick={() => void copy('link')}
            className="h-10 rounded-xl bg-primary px-4 text-sm font-bold text-white"
          >
            {copied === 'link' ? t('referralPage.copied') : t('referralPage.copyLink')}
          </button>
          <button type="button" data-testid="referral-share" onClick={() => void share()} className={button}>
            {t('referralPage.share')}
          </button>
        </div>
        <span role="status" aria-live="polite" className="sr-only">
          {copied ? t('referralPage.copied') : ''}
        </span>
      </div>
      <figure className="flex flex-col items-center gap-1 self-center">
        <QrCode url={url} label={t('referralPage.qr')} size={148} testId="referral-qr" />
        <figcaption className="text-xs text-text-muted">{t('referralPage.qrHint')}</figcaption>
      </figure>
    </section>
  );
}
