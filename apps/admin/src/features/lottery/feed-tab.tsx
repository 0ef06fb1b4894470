import { type FeedSettings, lotteryResultsContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

type NumberKey = 'pollWindowMinutes' | 'confirmWaitMinutes' | 'timeoutMs';
const NUMBERS: readonly NumberKey[] = ['pollWindowMinutes', 'confirmWaitMinutes', 'timeoutMs'];

/**
 * Where Vietnam results come from: the feed (URL, format, mapping as JSON, trusted or confirm-only, timings)
 * or, with the feed off, the demo generator or operators' entries alone. Bad settings are refused by the
 * server (lottery_feed_bad_settings); the mapping's JSON is checked here before it is sent.
 */
export function FeedTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['lottery-feed'],
    queryFn: ({ signal }) => call(lotteryResultsContract.feedSettings, { signal }),
  });
  const mode = useQuery({
    queryKey: ['lottery-results-mode'],
    queryFn: ({ signal }) => call(lotteryResultsContract.mode, { signal }),
  });
  const [f, setF] = useState<FeedSettings | null>(null);
  const [mapping, setMapping] = useState('{}');
  const [badJson, setBadJson] = useState(false);
  useEffect(() => {
    if (!q.data) return;
    setF(q.data);
    setMapping(JSON.stringify(q.data.mapping, null, 2));
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: FeedSettings) => call(lotteryResultsContract.putFeedSettings, { body }),
    onSuccess: (saved) => {
      qc.setQueryData(['lottery-feed'], saved);
      void qc.invalidateQueries({ queryKey: ['lottery-results-mode'] });
    },
  });
  if (!f) return <ErrorText error={q.error} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    let parsed: FeedSettings['mapping'];
    try {
      parsed = JSON.parse(mapping || '{}');
    } catch {
      setBadJson(true);
      return;
    }
    setBadJson(false);
    save.mutate({ ...f, mapping: parsed });
  };
  const check = (key: 'enabled' | 'trusted' | 'demoWhenOff') => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={f[key]}
        disabled={!canManage}
        data-testid={`feed-${key}`}
        onChange={(e) => setF({ ...f, [key]: e.target.checked })}
      />
      {t(`lottery.feed.${key}`)}
    </label>
  );
  return (
    <Card title={t('lottery.feed.title')}>
      {mode.data && (
        <p className="mb-3 rounded-md bg-slate-50 px-3 py-2 text-sm" data-testid="feed-mode">
          {mode.data.feed
            ? t('lottery.feed.modeFeed')
            : mode.data.demo
              ? t('lottery.feed.modeDemo')
              : t('lottery.feed.modeManual')}
        </p>
      )}
      <form onSubmit={submit} className="max-w-3xl space-y-4">
        {check('enabled')}
        {check('trusted')}
        {check('demoWhenOff')}
        <Field label={t('lottery.feed.url')}>
          <Input value={f.url} disabled={!canManage} onChange={(e) => setF({ ...f, url: e.target.value })} />
        </Field>
        <div className="grid grid-cols-4 gap-3 max-lg:grid-cols-2">
          <Field label={t('lottery.feed.format')}>
            <Select
              value={f.format}
              disabled={!canManage}
              onChange={(e) => setF({ ...f, format: e.target.value as FeedSettings['format'] })}
            >
              <option value="standard">{t('lottery.feed.formats.standard')}</option>
              <option value="mapping">{t('lottery.feed.formats.mapping')}</option>
            </Select>
          </Field>
          {NUMBERS.map((k) => (
            <Field key={k} label={t(`lottery.feed.${k}`)}>
              <Input
                type="number"
                value={f[k]}
                disabled={!canManage}
                onChange={(e) => setF({ ...f, [k]: Number(e.target.value) })}
              />
            </Field>
          ))}
        </div>
        <Field label={t('lottery.feed.mapping')}>
          <textarea
            className="h-40 rounded-md border border-slate-300 p-2 font-mono text-xs"
            value={mapping}
            disabled={!canManage}
            onChange={(e) => setMapping(e.target.value)}
          />
        </Field>
        {badJson && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {t('lottery.feed.badJson')}
          </p>
        )}
        <ErrorText error={save.error} />
        {save.isSuccess && <p className="text-sm text-emerald-700">{t('common.saved')}</p>}
        {canManage && (
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </form>
    </Card>
  );
}
