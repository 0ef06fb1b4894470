import { accountsContract } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../shared/api/client';
import { CAPTCHA_REFRESH_MS, throttleWait } from '../lib/countdown';
import { FormField } from './form-field';

export interface CaptchaState {
  captchaId: string | null;
  image: string | null;
  loading: boolean;
  failed: boolean;
  /** Loads a new image; calls closer than a second apart are delayed, never dropped (spec §9). */
  reload: () => void;
}

/** Captcha image state (GET /wps/captcha, base64 PNG); loads when `active` becomes true. */
export function useCaptcha(active: boolean): CaptchaState {
  const [state, setState] = useState<Omit<CaptchaState, 'reload'>>({
    captchaId: null,
    image: null,
    loading: false,
    failed: false,
  });
  const lastAt = useRef<number | null>(null);
  const pending = useRef<number | null>(null);
  const alive = useRef(true);

  const load = useCallback(async () => {
    pending.current = null;
    lastAt.current = Date.now();
    setState((s) => ({ ...s, loading: true, failed: false }));
    try {
      const v = await request(accountsContract.captcha);
      if (alive.current) setState({ captchaId: v.captchaId, image: v.image, loading: false, failed: false });
    } catch {
      if (alive.current) setState((s) => ({ ...s, loading: false, failed: true }));
    }
  }, []);

  const reload = useCallback(() => {
    if (pending.current !== null) return;
    const wait = throttleWait(lastAt.current, Date.now(), CAPTCHA_REFRESH_MS);
    pending.current = window.setTimeout(() => void load(), wait);
  }, [load]);

  useEffect(() => {
    alive.current = true;
    if (active) reload();
    return () => {
      alive.current = false;
      if (pending.current !== null) window.clearTimeout(pending.current);
      pending.current = null;
    };
  }, [active, reload]);

  return { ...state, reload };
}

/** The captcha input with its image; clicking the image loads a new one (at most once a second). */
export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
  hideLabel,
  compact,
}: {
  captcha: CaptchaState;
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  hideLabel?: boolean;
  /** Smaller image for the header form. */
  compact?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      label={t('field.captcha')}
      placeholder={t('field.captchaPlaceholder')}
      hideLabel={hideLabel}
      testId="captcha-input"
      value={value}
      maxLength={12}
      autoComplete="off"
      error={error}
      onChange={(e) => onChange(e.target.value)}
      after={
        <button
          type="button"
          data-testid="captcha-image"
          title={t('field.captchaRefresh')}
          aria-label={t('field.captchaRefresh')}
          onClick={captcha.reload}
          className={`grid shrink-0 ${compact ? 'h-9 w-20' : 'h-11 w-28'} place-items-center overflow-hidden rounded-xl border border-border bg-white`}
        >
          {captcha.image ? (
            <img
              src={`data:image/png;base64,${captcha.image}`}
              alt={t('field.captchaAlt')}
              data-captcha-id={captcha.captchaId ?? ''}
              className={`h-full w-full object-contain ${captcha.loading ? 'opacity-50' : ''}`}
            />
          ) : (
            <span className="text-xs text-text-muted">{captcha.failed ? t('field.captchaRetry') : '…'}</span>
          )}
        </button>
      }
    />
  );
}
