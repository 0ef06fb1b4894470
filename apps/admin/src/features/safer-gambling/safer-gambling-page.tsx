import { backofficePlayersContract } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { MemberRg } from './member-rg';

/**
 * A player's safer-gambling limits, exclusions and their history, read-only; the one operator action the
 * rules allow is lifting an indefinite self-exclusion at the player's request (after the cooling period).
 * The player is found by account (or opened with ?member=<id>, e.g. from the player's page).
 */
export function SaferGamblingPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const member = sp.get('member') ?? '';
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const found = useQuery({
    queryKey: ['rg-find', asked],
    enabled: asked !== '',
    queryFn: ({ signal }) =>
      call(backofficePlayersContract.search, {
        query: { q: asked, field: 'account', page: '1', pageSize: '10' },
        signal,
      }),
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setAsked(q.trim());
  };
  return (
    <div className="space-y-4">
      <PageTitle>{t('safer-gambling.title')}</PageTitle>
      <Card>
        <form onSubmit={search} className="flex flex-wrap items-end gap-3">
          <Field label={t('safer-gambling.account')}>
            <Input value={q} onChange={(e) => setQ(e.target.value)} />
          </Field>
          <Button type="submit" disabled={q.trim() === ''}>
            {t('safer-gambling.find')}
          </Button>
        </form>
        <ErrorText error={found.error} />
        {found.data && (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="rg-found">
            {found.data.items.length === 0 && <li className="text-sm text-slate-500">{t('safer-gambling.none')}</li>}
            {found.data.items.map((p) => (
              <li key={p.id}>
                <Button
                  variant={String(p.id) === member ? 'primary' : 'ghost'}
                  onClick={() => setSp({ member: String(p.id) })}
                >
                  {p.account} (#{p.id})
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {/^[1-9]\d{0,15}$/.test(member) && <MemberRg key={member} id={member} me={me} />}
    </div>
  );
}
