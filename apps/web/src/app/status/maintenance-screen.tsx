import type { SystemStatus } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEndTime, formatRemaining } from './end-time';
import { MaintenanceArt } from './status-art';
import { StatusFrame } from './status-frame';

/** Status 1: the whole app is replaced by this screen (spec §2, texts game_maintenance / info_maintenance). */
export function MaintenanceScreen({
  maintenance,
  checking,
  onCheckAgain,
}: {
  maintenance: SystemStatus['maintenance'];
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t, i18n } = useTranslation('system');
  const endTime = maintenance?.endTime ?? null;
  const endText = endTime ? formatEndTime(endTime, i18n.language) : null;
  const remaining = useRemaining(endTime);
  const operatorTitle = maintenance?.title?.trim();
  const operatorInfo = maintenance?.info?.trim();
  return (
    <StatusFrame
      testId="maintenance-screen"
      art={<MaintenanceArt />}
      title={t('game_maintenance')}
      checking={checking}
      onCheckAgain={onCheckAgain}
    >
      <p>{t('info_maintenance')}</p>
      {(operatorTitle || operatorInfo) && (
        <div data-testid="maintenance-notice" className="w-full rounded-2xl bg-black/20 px-4 py-3 text-left">
          {operatorTitle && <p className="font-semibold text-white">{operatorTitle}</p>}
          {operatorInfo && <p className="mt-1 whitespace-pre-line text-violet-100">{operatorInfo}</p>}
        </div>
      )}
      {endText && (
        <div data-testid="maintenance-end-time" className="flex flex-col items-center gap-1">
          <span className="text-violet-200 text-xs uppercase tracking-wider">{t('maintenanceUntil')}</span>
          <span className="font-bold text-amber-300 text-lg">{endText}</span>
          {remaining && (
            <span
              data-testid="maintenance-countdown"
              className="tabular rounded-full bg-white/10 px-3 py-0.5 font-mono text-sm"
            >
              {remaining}
            </span>
          )}
        </div>
      )}
    </StatusFrame>
  );
}

/** Time left until the end, ticking each second; null without an end or once it has passed. */
function useRemaining(endIso: string | null): string | null {
  const end = endIso ? Date.parse(endIso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : formatRemaining(end, now);
}
