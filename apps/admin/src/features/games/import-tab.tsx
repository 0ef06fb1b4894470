import { backofficeGamesContract as c, type ImportReport } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { count } from '../../shared/format';
import { Button, Card, Field, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

const CSV_HEADER =
  'nodeId,vassalage,gameType,gameClassify,gameCode,nameVi,nameEn,minBet,minLineNum,imageUrl,isHot,popularity,isGame,defaultPlayType,sort,enabled';
/** The server reads request bodies up to 1 MiB: a bigger file is refused here, before it is sent. */
const MAX_BYTES = 1_000_000;
const tooBig = (format: string, text: string) => new Blob([JSON.stringify({ format, text })]).size > MAX_BYTES;

/**
 * The catalogue import of `npm run catalogue:import`, by upload or paste: all or nothing. The answer is the
 * per-line report (nothing written when any line is wrong) or what was added and updated.
 */
export function ImportTab() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: () => call(c.importCatalogue, { body: { format, text } }),
    onSuccess: (r) => {
      if (r.ok) void qc.invalidateQueries({ queryKey: ['games'] });
    },
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblem('games.import.tooBig');
    const ext = file.name.toLowerCase().split('.').pop();
    if (ext === 'json' || ext === 'csv') setFormat(ext);
    setText(await file.text());
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return setProblem('games.import.empty');
    if (tooBig(format, text)) return setProblem('games.import.tooBig');
    setProblem(null);
    run.mutate();
  };
  return (
    <div className="space-y-4">
      <Card title={t('games.import.title')}>
        <p className="mb-3 text-sm text-slate-600">{t('games.import.help')}</p>
        <p className="mb-3 font-mono text-xs break-all text-slate-500">{CSV_HEADER}</p>
        <form onSubmit={submit} className="space-y-3" data-testid="catalogue-import">
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t('games.import.format')}>
              <Select value={format} onChange={(e) => setFormat(e.target.value as 'csv' | 'json')}>
                <option value="csv">CSV</option>
                <option value="json">JSON</option>
              </Select>
            </Field>
            <Field label={t('games.import.file')}>
              <input
                type="file"
                accept=".csv,.json,text/csv,application/json"
                onChange={(e) => pick(e.target.files?.[0])}
              />
            </Field>
          </div>
          <Field label={t('games.import.paste')}>
            <textarea
              className="h-48 w-full rounded-md border border-slate-300 p-2 font-mono text-xs"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={run.isPending}>
            {t('games.import.run')}
          </Button>
        </form>
        <div className="mt-3 space-y-2">
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {t(problem)}
            </p>
          )}
          <ErrorText error={run.error} />
        </div>
      </Card>
      {run.data && <Report report={run.data} />}
    </div>
  );
}

function Report({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  if (report.ok) {
    return (
      <Card>
        <p role="status" className="text-sm text-emerald-800" data-testid="import-done">
          {t('games.import.done', {
            vendorsNew: count(report.vendors.inserted),
            vendorsUpdated: count(report.vendors.updated),
            gamesNew: count(report.games.inserted),
            gamesUpdated: count(report.games.updated),
          })}
        </p>
      </Card>
    );
  }
  return (
    <Card title={t('games.import.problems', { count: report.problems.length })}>
      <p className="mb-2 text-sm text-red-700">{t('games.import.nothingWritten')}</p>
      <table className="w-full text-left text-sm" data-testid="import-problems">
        <thead className="border-b text-slate-500">
          <tr>
            <th className="py-2 pr-3">{t('games.import.line')}</th>
            <th className="py-2 pr-3">{t('games.import.field')}</th>
            <th className="py-2">{t('games.import.message')}</th>
          </tr>
        </thead>
        <tbody>
          {report.problems.map((p) => (
            <tr key={`${p.line}-${p.field ?? ''}-${p.message}`} className="border-b last:border-0">
              <td className="py-1 pr-3 tabular-nums">{p.line}</td>
              <td className="py-1 pr-3 font-mono text-xs">{p.field ?? ''}</td>
              <td className="py-1">{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
