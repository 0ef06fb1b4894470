import { ClientSeedSchema, HOUSE_SLOT_LINE_BETS, HOUSE_SLOT_MAX_LINES } from '@app/contracts';
import { SCATTER, type SlotRound } from '@app/games';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormatMoney } from '../../shared/format/use-money';
import { SlotReels } from './components/slot-reels';
import { decodeStops, sameRound, winningCells } from './lib/presentation';
import { safeBackPath } from './lib/verify-link';
import { sha256Hex, verifyRound } from './lib/verify-round';
import './house-slot.css';

interface Outcome {
  round: SlotRound;
  hashOk: boolean | null;
  matches: boolean | null;
}

const NOT_SPINNING = [false, false, false, false, false];
const int = (s: string) => (/^\d{1,10}$/.test(s) ? Number.parseInt(s, 10) : Number.NaN);

function Verdict({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <div
      data-testid={testId}
      data-ok={ok}
      className={`rounded-lg px-3 py-2 font-bold ${ok ? 'bg-emerald-500/15 text-emerald-300' : 'bg-red-500/15 text-red-300'}`}
    >
      {ok ? `✓ ${yes}` : `✗ ${no}`}
    </div>
  );
}

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
  const [form, setForm] = useState({
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    lineBet: params.get('lineBet') ?? String(HOUSE_SLOT_LINE_BETS[0]),
    lines: params.get('lines') ?? String(HOUSE_SLOT_MAX_LINES),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function verify() {
    setError(null);
    setOutcome(null);
    const nonce = int(form.nonce);
    const lineBet = int(form.lineBet);
    const lines = int(form.lines);
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
      );
      const hashOk = hash ? (await sha256Hex(form.serverSeed)) === hash : null;
      const matches =
        recordedStops && recordedWin
          ? sameRound(round, { stops: decodeStops(recordedStops), totalWin: int(recordedWin) })
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
  const input =
    'w-full rounded-lg bg-black/30 px-3 py-2 font-mono text-xs text-white outline-none focus-visible:ring-2 focus-visible:ring-accent';
  const field = (key: keyof typeof form, label: string, mode: 'text' | 'numeric' = 'text') => (
    <label className="flex flex-col gap-1 text-xs">
      <span className="text-white/60">{label}</span>
      <input
        data-testid={`verify-${key}`}
        inputMode={mode}
        value={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value.trim() }))}
        className={input}
      />
    </label>
  );

  return (
    <div className="min-h-screen bg-[radial-gradient(circle_at_50%_0%,#4c1d95,#0f0a1e_65%)] px-3 py-4 text-white sm:px-6">
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <header className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-black text-accent">{t('verify.title')}</h1>
          {back && (
            <Link
              to={back}
              data-testid="verify-back"
              className="rounded-xl bg-white/10 px-3 py-2 text-sm font-bold hover:bg-white/20"
            >
              {t('verify.back')}
            </Link>
          )}
        </header>
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
          {field('nonce', t('history.nonce'), 'numeric')}
          {field('lineBet', t('verify.lineBetMinor'), 'numeric')}
          {field('lines', t('controls.lines'), 'numeric')}
          <button
            type="submit"
            data-testid="verify-submit"
            className="sm:col-span-2 rounded-lg bg-accent px-4 py-2 font-extrabold text-[#1c1530] hover:bg-accent-strong"
          >
            {t('verify.submit')}
          </button>
        </form>
        {error && (
          <p role="alert" data-testid="verify-error" className="font-semibold text-red-300">
            {error}
          </p>
        )}
        {outcome && (
          <section data-testid="verify-result" className="flex flex-col gap-3" aria-live="polite">
            {outcome.hashOk !== null && (
              <Verdict
                testId="verify-hash-check"
                ok={outcome.hashOk}
                yes={t('verify.hashOk')}
                no={t('verify.hashBad')}
              />
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
      </div>
    </div>
  );
}
