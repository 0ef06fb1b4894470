import { ClientSeedSchema, type HouseFairness } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { rotateSeed } from '../api/house-slot.api';

type Revealed = { serverSeed: string; serverSeedHash: string; clientSeed: string; spins: number } | null;

/**
 * Provably fair controls: the committed hash of the server seed (shown before any spin uses it), the
 * client seed the player may change, and the nonce of the next spin. Changing the client seed rotates
 * the pair, revealing the server seed that every past spin under it can now be checked against.
 */
export function FairnessPanel({
  token,
  fairness,
  disabled,
  onRotated,
}: {
  token: string;
  fairness: HouseFairness;
  disabled: boolean;
  onRotated: (f: HouseFairness) => void;
}) {
  const { t } = useTranslation('houseSlot');
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [revealed, setRevealed] = useState<Revealed>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const valid = ClientSeedSchema.safeParse(clientSeed).success;

  async function rotate() {
    if (!valid) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await rotateSeed(token, clientSeed);
      setRevealed(answer.revealed);
      onRotated(answer.fairness);
    } catch (err) {
      setError(apiErrorText(t, err));
    } finally {
      setSaving(false);
    }
  }

  const field = 'w-full rounded-lg bg-black/30 px-3 py-2 font-mono text-xs text-white break-all';
  return (
    <section
      aria-labelledby="slot-fair-title"
      className="flex flex-col gap-3 rounded-2xl bg-white/5 p-4 text-sm text-white"
    >
      <h2 id="slot-fair-title" className="font-extrabold">
        {t('fair.title')}
      </h2>
      <div>
        <div className="mb-1 text-xs text-white/60">{t('fair.serverSeedHash')}</div>
        <div data-testid="slot-server-seed-hash" className={field}>
          {fairness.serverSeedHash}
        </div>
      </div>
      <div className="flex items-center justify-between text-xs text-white/70">
        <span>{t('fair.nextNonce')}</span>
        <span data-testid="slot-nonce" className="font-mono text-white">
          {fairness.nonce}
        </span>
      </div>
      <label className="flex flex-col gap-1">
        <span className="text-xs text-white/60">{t('fair.clientSeed')}</span>
        <input
          data-testid="slot-client-seed"
          value={clientSeed}
          maxLength={64}
          onChange={(e) => setClientSeed(e.target.value.trim())}
          aria-invalid={!valid}
          className={`${field} outline-none focus-visible:ring-2 focus-visible:ring-accent`}
        />
        {!valid && <span className="text-xs text-red-300">{t('fair.clientSeedRule')}</span>}
      </label>
      <button
        type="button"
        data-testid="slot-rotate"
        onClick={rotate}
        disabled={disabled || saving || !valid}
        className="rounded-lg bg-primary px-3 py-2 font-bold hover:bg-primary-strong disabled:opacity-50"
      >
        {t('fair.rotate')}
      </button>
      <p className="text-xs leading-5 text-white/60">{t('fair.explain')}</p>
      {error && (
        <p role="alert" className="text-xs text-red-300">
          {error}
        </p>
      )}
      {revealed && (
        <div data-testid="slot-revealed" className="rounded-lg bg-emerald-500/10 p-3 text-xs">
          <div className="mb-1 font-bold text-emerald-300">{t('fair.revealed', { spins: revealed.spins })}</div>
          <div className="font-mono break-all">{revealed.serverSeed}</div>
        </div>
      )}
    </section>
  );
}
