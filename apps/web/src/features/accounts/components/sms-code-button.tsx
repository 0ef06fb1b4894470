import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../shared/ui/modal';
import { accountErrorText } from '../lib/account-errors';
import { countdownSeconds, formatCountdown, SMS_SEND_THROTTLE_MS, secondsLeft, throttleWait } from '../lib/countdown';

export interface SmsCodeButtonProps {
  /** Sends the code; resolves with the server's expiredMinutes. */
  send: () => Promise<{ expiredMinutes: number }>;
  /** Called before sending; return false to refuse (e.g. the mobile number is invalid). */
  canSend?: () => boolean;
  className?: string;
}

/**
 * The get-code button (spec §4): one send per second; on success replaced by a countdown of
 * expiredMinutes × 60 s, then re-enabled; on failure the server's message in a warning dialog with OK.
 */
export function SmsCodeButton({ send, canSend, className }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const lastPress = useRef<number | null>(null);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const t0 = Date.now();
      setNow(t0);
      if (t0 >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const onClick = async () => {
    const pressedAt = Date.now();
    if (sending || throttleWait(lastPress.current, pressedAt, SMS_SEND_THROTTLE_MS) > 0) return;
    lastPress.current = pressedAt;
    if (canSend && !canSend()) return;
    setSending(true);
    try {
      const { expiredMinutes } = await send();
      const seconds = countdownSeconds(expiredMinutes);
      if (seconds > 0) {
        setNow(Date.now());
        setEndsAt(Date.now() + seconds * 1000);
      }
    } catch (err) {
      showDialog({ icon: 'warning', message: accountErrorText(t, err), testId: 'sms-error-dialog' });
    } finally {
      setSending(false);
    }
  };

  const base = `inline-flex h-11 shrink-0 items-center justify-center whitespace-nowrap rounded-xl px-3 text-sm font-semibold ${className ?? ''}`;
  if (endsAt !== null) {
    return (
      <span
        data-testid="sms-countdown"
        aria-live="polite"
        className={`${base} tabular border border-border bg-surface-2 text-text-muted`}
      >
        {t('sms.resendIn', { time: formatCountdown(secondsLeft(endsAt, now)) })}
      </span>
    );
  }
  return (
    <button
      type="button"
      data-testid="sms-code-button"
      disabled={sending}
      onClick={() => void onClick()}
      className={`${base} border border-primary text-primary transition hover:bg-primary-soft disabled:opacity-60`}
    >
      {sending ? t('sms.sending') : t('sms.getCode')}
    </button>
  );
}
