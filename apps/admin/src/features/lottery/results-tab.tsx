import { DrawResultStatuses, type DrawResultView, lotteryContract, lotteryResultsContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { operatorOf } from './operator-name';
import { ReasonAction } from './reason-action';
import { ResultBoard, ResultEntry } from './result-entry';

const FILTERS = ['open', ...DrawResultStatuses] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The Vietnam draws by result status, oldest waiting first: enter a result, approve or reject another
 * operator's entry (four eyes, enforced by the server), set a wrong feed aside, void and redraw.
 */
export function ResultsTab({ me, canManage }: { me: Me; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<Filter>('open');
  const list = useQuery({
    queryKey: ['lottery-results', status],
    queryFn: ({ signal }) => call(lotteryResultsContract.list, { query: { status, limit: 100 }, signal }),
    refetchInterval: 30_000,
  });
  const games = useQuery({
    queryKey: ['lottery-games'],
    queryFn: ({ signal }) => call(lotteryContract.opGames, { signal }),
  });
  const mode = useQuery({
    queryKey: ['lottery-results-mode'],
    queryFn: ({ signal }) => call(lotteryResultsContract.mode, { signal }),
  });
  const names = new Map(games.data?.items.map((g) => [g.code, g.name]) ?? []);
  const nameOf = (code: string) => names.get(code)?.[i18n.language === 'en' ? 'en' : 'vi'] ?? code;
  return (
    <Card
      title={t('lottery.results.title')}
      actions={
        <Field label={t('lottery.results.status')}>
          <Select value={status} onChange={(e) => setStatus(e.target.value as Filter)} data-testid="results-status">
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`lottery.statuses.${f}`)}
              </option>
            ))}
          </Select>
        </Field>
      }
    >
      {mode.data?.demo && (
        <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="results-demo-note">
          {t('lottery.results.demoNote')}
        </p>
      )}
      <ErrorText error={list.error} />
      {list.isSuccess && list.data.items.length === 0 && (
        <p className="text-sm text-slate-500">{t('lottery.results.empty')}</p>
      )}
      <ul className="divide-y divide-slate-200">
        {list.data?.items.map((d) => (
          <ResultRow key={d.roundId} d={d} me={me} canManage={canManage} gameName={nameOf(d.game)} />
        ))}
      </ul>
    </Card>
  );
}

function ResultRow({
  d,
  me,
  canManage,
  gameName,
}: {
  d: DrawResultView;
  me: Me;
  canManage: boolean;
  gameName: string;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [entering, setEntering] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [open, setOpen] = useState(false);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['lottery-results'] });
    void qc.invalidateQueries({ queryKey: ['lottery-alerts'] });
  };
  const id = { id: String(d.roundId) };
  const approve = useMutation({
    mutationFn: () => call(lotteryResultsContract.approve, { params: id, body: {} }),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: (reason: string) => call(lotteryResultsContract.reject, { params: id, body: { reason } }),
    onSuccess: refresh,
  });
  const dismiss = useMutation({
    mutationFn: (reason: string) => call(lotteryResultsContract.dismissFeed, { params: id, body: { reason } }),
    onSuccess: refresh,
  });
  const entered = operatorOf(d.entry?.enteredBy);
  const approved = operatorOf(d.entry?.approvedBy);
  const mine = entered.id === me.id;
  const hasEntry = d.entry !== null;
  const waiting = d.status === 'awaiting' || (!hasEntry && d.status !== 'published' && d.status !== 'voided');
  return (
    <li className="space-y-2 py-3" data-testid="result-row" data-round={d.roundId} data-status={d.status}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          className="font-medium text-brand hover:underline"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          data-testid="result-toggle"
        >
          {gameName}
        </button>
        <span className="text-slate-500">#{d.roundId}</span>
        <span>{dateTime(d.drawsAt)}</span>
        <span
          className={`rounded px-2 py-0.5 text-xs ${d.status === 'flagged' ? 'bg-red-100 text-red-800' : d.status === 'published' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
          data-testid="result-status"
        >
          {t(`lottery.statuses.${d.status}`)}
        </span>
        {hasEntry && (
          <span className="text-slate-600" data-testid="result-entered-by">
            {t('lottery.results.enteredBy', { name: entered.name, at: dateTime(d.entry?.enteredAt ?? d.drawsAt) })}
          </span>
        )}
        {d.entry?.approvedBy && (
          <span className="text-slate-600">{t('lottery.results.approvedBy', { name: approved.name })}</span>
        )}
        {d.published && <span className="text-slate-600">{t(`lottery.sources.${d.published.source}`)}</span>}
      </div>
      {canManage && (
        <div className="flex flex-wrap items-center gap-2">
          {waiting && !entering && (
            <Button onClick={() => setEntering(true)} data-testid="result-enter">
              {t('lottery.results.enter')}
            </Button>
          )}
          {d.status === 'pending_approval' &&
            (mine ? (
              <span className="text-xs text-amber-700" data-testid="result-own-entry">
                {t('lottery.results.ownEntry')}
              </span>
            ) : (
              <Button onClick={() => approve.mutate()} disabled={approve.isPending} data-testid="result-approve">
                {t('lottery.results.approve')}
              </Button>
            ))}
          {hasEntry && d.status !== 'published' && d.status !== 'voided' && (
            <ReasonAction
              label={t('lottery.results.reject')}
              testId="result-reject"
              pending={reject.isPending}
              onConfirm={(r) => reject.mutate(r)}
            />
          )}
          {d.feed && !d.feed.dismissed && d.status !== 'voided' && (
            <ReasonAction
              label={t('lottery.results.dismissFeed')}
              testId="result-dismiss"
              pending={dismiss.isPending}
              onConfirm={(r) => dismiss.mutate(r)}
            />
          )}
          {d.status !== 'voided' && !voiding && (
            <Button variant="danger" onClick={() => setVoiding(true)} data-testid="result-void">
              {t('lottery.results.void')}
            </Button>
          )}
        </div>
      )}
      <ErrorText error={approve.error ?? reject.error ?? dismiss.error} />
      {voiding && (
        <ResultEntry
          roundId={d.roundId}
          region={d.region}
          voiding
          onDone={() => {
            setVoiding(false);
            refresh();
          }}
        />
      )}
      {entering && (
        <ResultEntry
          roundId={d.roundId}
          region={d.region}
          onDone={() => {
            setEntering(false);
            refresh();
          }}
        />
      )}
      {(open || d.status === 'pending_approval' || d.status === 'flagged') && <Detail d={d} />}
    </li>
  );
}

/** The entry, the feed's answer and the published result side by side, so a disagreement is visible. */
function Detail({ d }: { d: DrawResultView }) {
  const { t } = useTranslation();
  const parts = [
    { key: 'entry', result: d.entry?.result },
    { key: 'feed', result: d.feed?.result },
    { key: 'published', result: d.published?.result },
    { key: 'corrected', result: d.voided?.correctedResult ?? undefined },
  ].filter((p) => p.result);
  if (parts.length === 0 && !d.voided) return null;
  return (
    <div className="grid gap-4 rounded-md border border-slate-200 p-3 md:grid-cols-3">
      {parts.map((p) =>
        p.result ? (
          <div key={p.key} data-testid={`result-${p.key}`}>
            <h3 className="mb-1 text-xs font-semibold uppercase text-slate-500">{t(`lottery.results.${p.key}`)}</h3>
            <ResultBoard result={p.result} />
          </div>
        ) : null,
      )}
      {d.voided && (
        <p className="text-sm text-red-700">
          {t('lottery.results.voidedBy', { reason: d.voided.reason, by: d.voided.by })}
        </p>
      )}
    </div>
  );
}
