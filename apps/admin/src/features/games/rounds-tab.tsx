import {
  backofficeGamesContract as bo,
  roundsContract as c,
  type OperatorRound,
  OperatorRoundSorts,
  type RoundLifecycleState,
  RoundLifecycleStates,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { Card, Field, Input, Select } from '../../shared/ui/controls';
import { DetailPanel, type Fact, Facts } from '../../shared/ui/detail-panel';
import { ErrorText } from '../../shared/ui/error-text';
import { ReasonForm } from '../../shared/ui/reason-form';

type Sort = (typeof OperatorRoundSorts)[number];
const VOIDABLE: readonly RoundLifecycleState[] = ['scheduled', 'open', 'closed', 'drawn'];

/** SHA-256 of the revealed server seed, as hex: what the hash published before betting must equal. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** House rounds, newest first: state, stakes, the commit–reveal data (checked here), and void with a reason. */
export function RoundsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const { state, update } = useListState({ sort: 'id', dir: 'desc' });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [selected, setSelected] = useState<number | null>(null);
  const f = state.filters;
  const query = {
    game: f.game || undefined,
    state: RoundLifecycleStates.includes(f.state as RoundLifecycleState) ? (f.state as RoundLifecycleState) : undefined,
    sort: OperatorRoundSorts.includes(state.sort as Sort) ? (state.sort as Sort) : undefined,
    dir: state.dir,
    page: state.page,
    pageSize: state.pageSize,
  };
  const list = useQuery({
    queryKey: ['games', 'rounds', query],
    queryFn: ({ signal }) => call(bo.rounds, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const columns = useMemo<ColumnDef<OperatorRound, unknown>[]>(
    () => [
      { id: 'id', header: '#', cell: ({ row }) => row.original.id },
      { id: 'game', header: t('games.rounds.game'), cell: ({ row }) => `${row.original.game} #${row.original.seq}` },
      {
        id: 'state',
        header: t('games.rounds.state'),
        cell: ({ row }) => t(`games.rounds.states.${row.original.state}`),
      },
      { id: 'drawsAt', header: t('games.rounds.drawsAt'), cell: ({ row }) => dateTime(row.original.drawsAt) },
      { id: 'staked', header: t('games.rounds.staked'), cell: ({ row }) => money(row.original.staked) },
      {
        id: 'result',
        header: t('games.rounds.result'),
        cell: ({ row }) => (
          <span className="font-mono text-xs">{row.original.result ? JSON.stringify(row.original.result) : ''}</span>
        ),
      },
    ],
    [t],
  );
  return (
    <div className="space-y-4">
      <Card>
        <ListToolbar
          screen="games-rounds"
          state={state}
          onState={(next) => {
            if (next.filters) setDraft(next.filters);
            update(next);
          }}
          draft={draft}
        >
          <Field label={t('games.rounds.game')}>
            <Input
              className="w-32"
              placeholder="dice"
              value={draft.game ?? ''}
              onChange={(e) => setDraft({ ...draft, game: e.target.value })}
            />
          </Field>
          <Field label={t('games.rounds.state')}>
            <Select value={draft.state ?? ''} onChange={(e) => setDraft({ ...draft, state: e.target.value })}>
              <option value="">{t('games.any')}</option>
              {RoundLifecycleStates.map((s) => (
                <option key={s} value={s}>
                  {t(`games.rounds.states.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={list.error} />
        </div>
      </Card>
      <Card>
        <DataTable
          testId="rounds"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          sortable={OperatorRoundSorts}
          loading={list.isFetching && !list.data}
          rowId={(r) => String(r.id)}
          onRowClick={(r) => setSelected(r.id)}
        />
      </Card>
      {selected !== null && (
        <RoundPanel key={selected} id={selected} canManage={canManage} onClose={() => setSelected(null)} />
      )}
    </div>
  );
}

function RoundPanel({ id, canManage, onClose }: { id: number; canManage: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const round = useQuery({
    queryKey: ['games', 'round', id],
    queryFn: ({ signal }) => call(bo.round, { params: { id: String(id) }, signal }),
  });
  const r = round.data;
  const check = useQuery({
    queryKey: ['games', 'round-check', id, r?.serverSeed],
    enabled: Boolean(r?.serverSeed),
    queryFn: async () => (await sha256Hex(r!.serverSeed!)) === r!.serverSeedHash,
  });
  const voidRound = useMutation({
    mutationFn: (reason: string) => call(c.void, { params: { id: String(id) }, body: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games'] }),
  });
  const rows: Fact[] = r
    ? [
        [t('games.rounds.state'), t(`games.rounds.states.${r.state}`)],
        [t('games.rounds.window'), `${dateTime(r.opensAt)} → ${dateTime(r.closesAt)} → ${dateTime(r.drawsAt)}`],
        [t('games.rounds.staked'), `${money(r.staked)} (${t('games.rounds.maxPayout')} ${money(r.maxPayout)})`],
        [t('games.rounds.seedHash'), r.serverSeedHash],
        [t('games.rounds.seed'), r.serverSeed ?? t('games.rounds.seedHidden')],
        [t('games.rounds.clientSeed'), `${r.clientSeed} · nonce ${r.nonce}`],
        [t('games.rounds.result'), r.result ? JSON.stringify(r.result) : null],
        [t('games.rounds.voided'), r.voidReason ? `${r.voidReason} (${r.voidedBy ?? ''})` : null],
      ]
    : [];
  return (
    <DetailPanel
      title={r ? `${r.game} #${r.seq} (${t('games.rounds.id', { id })})` : t('games.rounds.id', { id })}
      onClose={onClose}
    >
      <ErrorText error={round.error ?? voidRound.error} />
      <Facts items={rows} testId="round-panel" mono />
      {check.data !== undefined && (
        <p
          role="status"
          className={`mt-3 rounded px-3 py-2 text-sm ${check.data ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
        >
          {check.data ? t('games.rounds.hashOk') : t('games.rounds.hashBad')}
        </p>
      )}
      {canManage && r && VOIDABLE.includes(r.state) && (
        <ReasonForm
          testId="round-void"
          label={t('games.rounds.voidReason')}
          submit={t('games.rounds.void')}
          busy={voidRound.isPending}
          onSubmit={(reason) => voidRound.mutate(reason)}
        />
      )}
    </DetailPanel>
  );
}
