import type { LotteryResult } from '@app/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DrawSeeds, verifyFastDraw } from '../lib/verify-draw';

/** "Verify this draw" for fast games: recomputes the result from the revealed seeds in this browser. */
export function VerifyDraw({ result, seeds }: { result: LotteryResult; seeds: DrawSeeds }) {
  const { t } = useTranslation('lottery');
  const [state, setState] = useState<'idle' | 'busy' | 'ok' | 'bad'>('idle');
  const run = async () => {
    setState('busy');
    try {
      const v = await verifyFastDraw(result.region, seeds, result);
      setState(v.hashOk && v.resultOk ? 'ok' : 'bad');
    } catch {
      setState('bad');
    }
  };
  return (
    <details className="text-xs" data-testid="lottery-verify">
      <summary className="cursor-pointer font-bold text-primary">{t('verify.title')}</summary>
      <dl className="tabular mt-1 grid gap-0.5 break-all">
        <dt className="text-text-muted">{t('verify.hash')}</dt>
        <dd>{seeds.serverSeedHash}</dd>
        <dt className="text-text-muted">{t('verify.seed')}</dt>
        <dd>{seeds.serverSeed}</dd>
        <dt className="text-text-muted">{t('verify.client')}</dt>
        <dd>
          {seeds.clientSeed} · {seeds.nonce}
        </dd>
      </dl>
      <button
        type="button"
        onClick={() => void run()}
        disabled={state === 'busy'}
        className="mt-1 rounded-lg bg-primary px-3 py-1 font-bold text-white"
        data-testid="lottery-verify-run"
      >
        {t('verify.run')}
      </button>
      {state === 'ok' && (
        <p role="status" className="mt-1 font-bold text-success" data-testid="lottery-verify-ok">
          {t('verify.ok')}
        </p>
      )}
      {state === 'bad' && (
        <p role="alert" className="mt-1 font-bold text-danger">
          {t('verify.bad')}
        </p>
      )}
    </details>
  );
}
