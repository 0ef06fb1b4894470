import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useSeedForm,
  Verdict,
  VerifyError,
  VerifyFrame,
  VerifySubmit,
  wholeNumber,
} from '../../shared/fairness/verify-parts';
import { parseWeights, WHEEL_PATH } from './lib/verify-link';
import { verifySpin } from './lib/verify-spin';

interface Outcome {
  index: number;
  hashOk: boolean | null;
  matches: boolean | null;
}

/**
 * Recomputes a lucky-wheel spin in the browser (/luckyWheel/verify?serverSeed&hash&clientSeed&nonce&weights&won):
 * everything comes from the link the history gave (the page asks the server nothing), goes through WebCrypto's
 * HMAC-SHA256 and the very draw the server ran; the page says whether the seed hashes to the hash shown before
 * the spin and whether the slice is the one recorded. The seeds can be edited to try others.
 */
export function RaffleVerifyPage() {
  const { t } = useTranslation('raffle');
  const [params] = useSearchParams();
  const weights = parseWeights(params.get('weights'));
  const hash = params.get('hash');
  const won = params.get('won');
  const wheel = params.get('wheel');
  const { form, setForm, field } = useSeedForm({ serverSeed: '', clientSeed: '', nonce: '0' }, 'raffle-verify');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function verify(input: typeof form) {
    setError(null);
    setOutcome(null);
    const nonce = wholeNumber(input.nonce);
    if (!input.serverSeed || !input.clientSeed || Number.isNaN(nonce) || !weights) {
      setError(t('verify.invalid'));
      return;
    }
    try {
      const r = await verifySpin({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce }, weights);
      setOutcome({
        index: r.index,
        hashOk: hash ? r.hash === hash : null,
        matches: won !== null && /^\d+$/.test(won) ? r.index === Number(won) : null,
      });
    } catch {
      setError(t('verify.invalid'));
    }
  }

  // The spin's own seeds fill the form and are checked at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per link
  useEffect(() => {
    const filled = {
      serverSeed: params.get('serverSeed') ?? '',
      clientSeed: params.get('clientSeed') ?? '',
      nonce: params.get('nonce') ?? '0',
    };
    setForm(filled);
    if (filled.serverSeed && weights) void verify(filled);
  }, [params]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void verify(form);
  };
  const back = wheel && /^[1-9]\d{0,15}$/.test(wheel) ? `${WHEEL_PATH}?id=${wheel}` : WHEEL_PATH;
  return (
    <VerifyFrame
      testId="raffle-verify-page"
      title={t('verify.title')}
      back={{ to: back, label: t('verify.back'), testId: 'raffle-verify-back' }}
    >
      <p className="text-sm leading-6 text-white/70">{t('verify.explain')}</p>
      {!weights && (
        <p role="alert" className="font-semibold text-amber-300">
          {t('verify.noSpin')}
        </p>
      )}
      {weights && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-2xl bg-white/5 p-4 text-xs">
          <dt className="text-white/60">{t('verify.hash')}</dt>
          <dd data-testid="raffle-verify-hash" className="font-mono break-all">
            {hash}
          </dd>
          <dt className="text-white/60">{t('verify.weights')}</dt>
          <dd className="font-mono break-all">{weights.join(' · ')}</dd>
        </dl>
      )}
      <form onSubmit={onSubmit} className="grid gap-3 rounded-2xl bg-white/5 p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('serverSeed', t('verify.serverSeed'))}</div>
        {field('clientSeed', t('verify.clientSeed'))}
        {field('nonce', t('verify.nonce'), true)}
        <VerifySubmit testId="raffle-verify-submit" label={t('verify.submit')} />
      </form>
      <VerifyError testId="raffle-verify-error" message={error} />
      {outcome && (
        <section data-testid="raffle-verify-result" className="flex flex-col gap-3" aria-live="polite">
          {outcome.hashOk !== null && (
            <Verdict
              testId="raffle-verify-hash-check"
              ok={outcome.hashOk}
              yes={t('verify.hashOk')}
              no={t('verify.hashBad')}
            />
          )}
          {outcome.matches !== null && (
            <Verdict
              testId="raffle-verify-match"
              ok={outcome.matches}
              yes={t('verify.match')}
              no={t('verify.mismatch')}
            />
          )}
          <p data-testid="raffle-verify-slice" className="text-center font-mono text-lg font-bold">
            {t('verify.slice', { n: outcome.index + 1 })}
          </p>
        </section>
      )}
    </VerifyFrame>
  );
}
