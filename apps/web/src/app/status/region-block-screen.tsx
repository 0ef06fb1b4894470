import { useTranslation } from 'react-i18next';
import { RegionBlockArt } from './status-art';
import { StatusFrame } from './status-frame';

/** Status 2: the visitor's region is restricted (spec §2, texts blockip / info_ip_block). */
export function RegionBlockScreen({
  ip,
  checking,
  onCheckAgain,
}: {
  ip: string;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('system');
  return (
    <StatusFrame
      testId="region-block-screen"
      art={<RegionBlockArt />}
      title={t('blockip')}
      checking={checking}
      onCheckAgain={onCheckAgain}
    >
      <div className="flex flex-col items-center gap-1">
        <span className="text-violet-200 text-xs uppercase tracking-wider">{t('yourIp')}</span>
        <span
          data-testid="visitor-ip"
          className="tabular rounded-full border border-amber-300/40 bg-black/25 px-4 py-1 font-bold font-mono text-amber-300 text-lg"
        >
          {ip}
        </span>
      </div>
      <p>{t('info_ip_block')}</p>
    </StatusFrame>
  );
}
