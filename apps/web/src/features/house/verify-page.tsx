import { ClientSeedSchema, HOUSE_SLOT_LINE_BETS, HOUSE_SLOT_MAX_LINES } from '@app/contracts';
import {
  DEFAULT_SLOT_VARIANT,
  isSlotVariantId,
  rtpPercent,
  SCATTER,
  SLOT_VARIANT_IDS,
  SLOT_VARIANTS,
  type SlotRound,
} from '@app/games';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sha256Hex } from '../../shared/fairness/fair-bytes';
import {
  useSeedForm,
  Verdict,
  VerifyError,
  VerifyFrame,
  VerifySubmit,
  wholeNumber,
} from '../../shared/fairness/verify-parts';
import { useFormatMoney } from '../../shared/format/use-money';
import { SlotReels } from './components/slot-reels';
import { decodeStops, sameRound, winningCells } from './lib/presentation';
import { safeBackPath } from './lib/verify-link';
import { verifyRound } from './lib/verify-round';
import './house-slot.css';

interface Outcome {
  round: SlotRound;
  hashOk: boolean | null;
  matches: boolean | null;
}

const NOT_SPINNING = [false, false, false, false, false];

/**
 * Recomputes any house slot round in the browser (route /house/slot/verify): HMAC-SHA256 by WebCrypto
 * and the engine of packages/games, checked against the hash committed before play and against the
 * recorded reels and win. Every input comes from the URL or the player; the server is not asked.
 */
export function HouseSlotVerifyPage() {
  const { t } = useTranslation('houseSlot');
  const money = useFormatMoney();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const recordedStops = params.get('stops');
  const recordedWin = params.get('win');
  const back = safeBackPath(params.get('from'));
  // A link from before variants existed names none: such rounds were played under the default.
  const linked = params.get('variant') ?? DEFAULT_SLOT_VARIANT;
  const [variant, setVariant] = useState(isSlotVariantId(linked) ? linked : DEFAULT_SLOT_VARIANT);
  const { form, field } = useSeedForm(
    {
      serverSeed: params.get('serverSeed') ?? '',
      clientSeed: params.get('clientSeed') ?? '',
      nonce: params.get('nonce') ?? '0',
      lineBet: params.get('lineBet') ?? String(HOUSE_SLOT_LINE_BETS[0]),
      lines: params.get('lines') ?? String(HOUSE_SLOT_MAX_LINES),
    },
    'verify',
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function verify() {
    setError(null);
    setOutcome(null);
    const nonce = wholeNumber(form.nonce);
    const lineBet = wholeNumber(form.lineBet);
    const lines = wholeNumber(form.lines);
    if (
      !form.serverSeed ||
      !ClientSeedSchema.safeParse(form.clientSeed).success ||
      [nonce, lineBet, lines].some(Number.isNaN)
    ) {
      setError(t('verify.invalid'));
      return;
    }
    try {
      const round = await verifyRound(
        { serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce },
        { lineBet, lines },
        variant,
      );
      const hashOk = hash ? (await sha256Hex(form.serverSeed)) === hash : null;
      const matches =
        recordedStops && recordedWin
          ? sameRound(round, { stops: decodeStops(recordedStops), totalWin: wholeNumber(recordedWin) })
          : null;
      setOutcome({ round, hashOk, matches });
    } catch {
      setError(t('verify.invalid'));
    }
  }

  // A link that carries the revealed seed verifies at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (form.serverSeed) void verify();
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void verify();
  };
  return (
    <VerifyFrame
      title={t('verify.title')}
      back={back ? { to: back, label: t('verify.back'), testId: 'verify-back' } : undefined}
    >
      <p className="text-sm leading-6 text-white/70">{t('verify.explain')}</p>
      <form onSubmit={onSubmit} className="grid gap-3 rounded-2xl bg-white/5 p-4 sm:grid-cols-2">
        {hash && (
          <div className="sm:col-span-2 text-xs">
            <div className="text-white/60">{t('fair.serverSeedHash')}</div>
            <div data-testid="verify-hash" className="font-mono break-all">
              {hash}
            </div>
          </div>
        )}
        <div className="sm:col-span-2">{field('serverSeed', t('verify.serverSeed'))}</div>
        {!form.serverSeed && <p className="sm:col-span-2 text-xs text-amber-300">{t('verify.notRevealed')}</p>}
        {field('clientSeed', t('fair.clientSeed'))}
        {field('nonce', t('history.nonce'), true)}
        {field('lineBet', t('verify.lineBetMinor'), true)}
        {field('lines', t('controls.lines'), true)}
        <label className="flex flex-col gap-1 text-xs sm:col-span-2">
          <span className="text-white/60">{t('verify.variant')}</span>
          <select
            data-testid="verify-variant"
            value={variant}
            onChange={(e) => setVariant(isSlotVariantId(e.target.value) ? e.target.value : DEFAULT_SLOT_VARIANT)}
            className="w-full rounded-lg bg-black/30 px-3 py-2 text-xs text-white outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            {SLOT_VARIANT_IDS.map((id) => (
              <option key={id} value={id}>
                {t('verify.variantOption', { rtp: rtpPercent(SLOT_VARIANTS[id].rtp, 2) })}
              </option>
            ))}
          </select>
        </label>
        <VerifySubmit testId="verify-submit" label={t('verify.submit')} />
      </form>
      <VerifyError testId="verify-error" message={error} />
      {outcome && (
        <section data-testid="verify-result" className="flex flex-col gap-3" aria-live="polite">
          {outcome.hashOk !== null && (
            <Verdict testId="verify-hash-check" ok={outcome.hashOk} yes={t('verify.hashOk')} no={t('verify.hashBad')} />
          )}
          {outcome.matches !== null && (
            <Verdict testId="verify-match" ok={outcome.matches} yes={t('verify.match')} no={t('verify.mismatch')} />
          )}
          <div className="mx-auto w-full max-w-md">
            <SlotReels
              window={outcome.round.base.window}
              spinning={NOT_SPINNING}
              winCells={winningCells(outcome.round.base, SCATTER)}
              winLines={outcome.round.base.lineWins.map((w) => w.line)}
            />
          </div>
          <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-white/5 p-4 text-sm">
            <dt className="text-white/60">{t('verify.stops')}</dt>
            <dd data-testid="verify-stops" className="text-right font-mono">
              {outcome.round.base.stops.join(' · ')}
            </dd>
            <dt className="text-white/60">{t('verify.freeSpins')}</dt>
            <dd className="text-right">{outcome.round.freeSpins.length}</dd>
            <dt className="text-white/60">{t('history.win')}</dt>
            <dd data-testid="verify-win" className="text-right font-extrabold text-accent tabular-nums">
              {money(outcome.round.totalWin)}
            </dd>
          </dl>
        </section>
      )}
    </VerifyFrame>
  );
}
