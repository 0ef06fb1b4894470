import { ClientSeedSchema, type RaffleFairness } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { raffleKeys, setRaffleClientSeed } from '../api/raffle.api';

/** The commitment of the next spin (hash, client seed, nonce); the member may change the client seed. */
export function FairnessPanel({ fairness }: { fairness: RaffleFairness }) {
  const { t } = useTranslation('raffle');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [seed, setSeed] = useState(fairness.clientSeed);
  const save = useMutation({
    mutationFn: (clientSeed: string) => setRaffleClientSeed(clientSeed),
    onSuccess: () => {
      setEditing(false);
      void client.invalidateQueries({ queryKey: raffleKeys.all });
    },
  });
  const valid = ClientSeedSchema.safeParse(seed).success;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) save.mutate(seed);
  };
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 text-sm" data-testid="raffle-fairness">
      <h2 className="mb-1 text-base font-bold">{t('fair.title')}</h2>
      <p className="mb-3 text-xs leading-5 text-text-muted">{t('fair.explain')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-text-muted">{t('fair.hash')}</dt>
        <dd className="font-mono break-all" data-testid="raffle-next-hash">
          {fairness.nextServerSeedHash}
        </dd>
        <dt className="text-text-muted">{t('fair.clientSeed')}</dt>
        <dd className="font-mono break-all">
          {editing ? (
            <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
              <input
                aria-label={t('fair.clientSeed')}
                aria-invalid={!valid}
                value={seed}
                onChange={(e) => setSeed(e.target.value.trim())}
                className="min-w-0 flex-1 rounded-lg border border-border bg-surface-2 px-2 py-1 font-mono"
              />
              <button type="submit" disabled={!valid || save.isPending} className="font-bold text-primary">
                {t('fair.save')}
              </button>
              <button type="button" onClick={() => setEditing(false)} className="text-text-muted">
                {t('fair.cancel')}
              </button>
              {!valid && <span className="w-full text-danger">{t('fair.invalid')}</span>}
              {save.isError && <span className="w-full text-danger">{apiErrorText(t, save.error)}</span>}
            </form>
          ) : (
            <>
              {fairness.clientSeed}{' '}
              <button
                type="button"
                onClick={() => {
                  setSeed(fairness.clientSeed);
                  setEditing(true);
                }}
                className="ml-1 font-sans font-bold text-primary hover:underline"
              >
                {t('fair.change')}
              </button>
            </>
          )}
        </dd>
        <dt className="text-text-muted">{t('fair.nonce')}</dt>
        <dd className="font-mono">{fairness.nonce}</dd>
      </dl>
    </section>
  );
}
