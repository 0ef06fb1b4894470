import type { Round } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorText } from '../../shared/api/error-text';
import { sha256Hex } from '../../shared/fairness/fair-bytes';
import {
  useSeedForm,
  Verdict,
  VerifyError,
  VerifyFrame,
  VerifySubmit,
  wholeNumber,
} from '../../shared/fairness/verify-parts';
import { roundQueryOptions } from './api/round.api';
import { DieFace } from './components/die-face';
import { sameDice, verifyDice } from './lib/verify-dice';
import { parseRoundParam } from './lib/verify-link';

interface Outcome {
  dice: readonly number[];
  hashOk: boolean;
  matches: boolean | null;
}

/**
 * Recomputes a dice round in the browser (route /house/dice/verify?round=<id>): the round's revealed server
 * seed, client seed and nonce go through WebCrypto's HMAC-SHA256 and the very draw the server ran
 * (drawDice from packages/games); the page says whether the dice match the recorded result and whether the
 * seed hashes to the hash published before the round opened. The seeds can be edited to try others.
 */
export function DiceVerifyPage() {
  const { t } = useTranslation('dice');
  const [params] = useSearchParams();
  const roundId = parseRoundParam(params.get('round'));
  const q = useQuery(roundQueryOptions(roundId ?? 0));
  const round: Round | undefined = q.data;
  const { form, setForm, field } = useSeedForm({ serverSeed: '', clientSeed: '', nonce: '0' }, 'dice-verify');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function verify(input: typeof form, r: Round | undefined) {
    setError(null);
    setOutcome(null);
    const nonce = wholeNumber(input.nonce);
    if (!input.serverSeed || !input.clientSeed || Number.isNaN(nonce)) {
      setError(t('verify.invalid'));
      return;
    }
    try {
      const dice = await verifyDice({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce });
      const hashOk = r ? (await sha256Hex(input.serverSeed)) === r.serverSeedHash : false;
      setOutcome({ dice, hashOk, matches: r?.result ? sameDice(dice, r.result.dice) : null });
    } catch {
      setError(t('verify.invalid'));
    }
  }

  // The round's own seeds fill the form and are checked at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per round answer
  useEffect(() => {
    if (!round) return;
    const filled = { serverSeed: round.serverSeed ?? '', clientSeed: round.clientSeed, nonce: String(round.nonce) };
    setForm(filled);
    if (round.serverSeed) void verify(filled, round);
  }, [round]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void verify(form, round);
  };
  return (
    <VerifyFrame
      testId="dice-verify-page"
      title={t('verify.title')}
      back={{ to: '/house/dice', label: t('verify.back'), testId: 'dice-verify-back' }}
    >
      <p className="text-sm leading-6 text-white/70">{t('verify.explain')}</p>
      {roundId === null && (
        <p role="alert" className="font-semibold text-amber-300">
          {t('verify.noRound')}
        </p>
      )}
      {q.isError && (
        <p role="alert" data-testid="dice-verify-load-error" className="font-semibold text-red-300">
          {apiErrorText(t, q.error)}
        </p>
      )}
      {round && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-2xl bg-white/5 p-4 text-xs">
          <dt className="text-white/60">{t('verify.round')}</dt>
          <dd data-testid="dice-verify-seq">{t('round.number', { seq: round.seq })}</dd>
          <dt className="text-white/60">{t('verify.hash')}</dt>
          <dd data-testid="dice-verify-hash" className="font-mono break-all">
            {round.serverSeedHash}
          </dd>
          <dt className="text-white/60">{t('verify.recorded')}</dt>
          <dd data-testid="dice-verify-recorded" className="font-bold">
            {round.result ? round.result.dice.join(' · ') : t('verify.notDrawn')}
          </dd>
        </dl>
      )}
      {round && !round.serverSeed && (
        <p data-testid="dice-verify-not-revealed" className="text-sm text-amber-300">
          {t('verify.notRevealed')}
        </p>
      )}
      <form onSubmit={onSubmit} className="grid gap-3 rounded-2xl bg-white/5 p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('serverSeed', t('verify.serverSeed'))}</div>
        {field('clientSeed', t('verify.clientSeed'))}
        {field('nonce', t('verify.nonce'), true)}
        <VerifySubmit testId="dice-verify-submit" label={t('verify.submit')} />
      </form>
      <VerifyError testId="dice-verify-error" message={error} />
      {outcome && (
        <section data-testid="dice-verify-result" className="flex flex-col gap-3" aria-live="polite">
          <Verdict
            testId="dice-verify-hash-check"
            ok={outcome.hashOk}
            yes={t('verify.hashOk')}
            no={t('verify.hashBad')}
          />
          {outcome.matches !== null && (
            <Verdict
              testId="dice-verify-match"
              ok={outcome.matches}
              yes={t('verify.match')}
              no={t('verify.mismatch')}
            />
          )}
          <div className="flex items-center justify-center gap-3">
            {outcome.dice.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: three dice in draw order
              <DieFace key={i} face={d} size={56} />
            ))}
          </div>
          <p data-testid="dice-verify-dice" className="text-center font-mono text-lg font-bold">
            {outcome.dice.join(' · ')}
          </p>
        </section>
      )}
    </VerifyFrame>
  );
}
