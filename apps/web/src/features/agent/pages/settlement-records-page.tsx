import type { ContractKindName, SettlementRecord } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { formatBasisPoints, formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { settlementsQuery } from '../api/agent-contracts.api';
import { RangeBar } from '../kit/range-bar';
import { type Column, ReportTable } from '../kit/report-table';
import { TrendChart } from '../kit/trend-chart';
import { useRangeList } from '../kit/use-range-list';

const num = (figures: Record<string, unknown>, name: string): number | null => {
  const v = figures[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/**
 * Settlement records of one contract kind (spec §2 entries 9–12: dividend records, daily wages, hourly
 * salary, real-time salary): period, amount, status, and the figures and tier that produced the amount.
 */
export function SettlementRecordsPage({ kind }: { kind: ContractKindName }) {
  const { t, i18n } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const list = useRangeList();
  const [explained, setExplained] = useState<SettlementRecord | null>(null);
  const q = useQuery(
    settlementsQuery(token, {
      kind,
      from: list.range.from,
      to: list.range.to,
      page: list.page,
      pageSize: list.pageSize,
    }),
  );
  const when = (at: string) => formatDateTime(at, i18n.language);
  const status = (r: SettlementRecord) =>
    `${t(`settle.statuses.${r.status}`)}${r.awaitingApproval ? ` · ${t('settle.awaitingApproval')}` : ''}`;
  const columns: Column<SettlementRecord>[] = [
    {
      key: 'period',
      label: t('settle.period'),
      cell: (r) => when(r.periodStart),
      csv: (r) => `${when(r.periodStart)} – ${when(r.periodEnd)}`,
    },
    {
      key: 'turnover',
      label: t('overview.figures.turnover'),
      cell: (r) => fig(r, 'turnover'),
      csv: (r) => fig(r, 'turnover'),
      numeric: true,
    },
    {
      key: 'netLoss',
      label: t('settle.netLoss'),
      cell: (r) => fig(r, 'netLoss'),
      csv: (r) => fig(r, 'netLoss'),
      numeric: true,
    },
    {
      key: 'active',
      label: t('overview.figures.activeMembers'),
      cell: (r) => formatCount(num(r.figures, 'active') ?? 0),
      csv: (r) => num(r.figures, 'active') ?? 0,
      numeric: true,
    },
    { key: 'rate', label: t('settle.rate'), cell: (r) => rate(r), csv: (r) => rate(r), numeric: true },
    {
      key: 'amount',
      label: t('settle.amount'),
      cell: (r) => <span className="font-bold text-accent-strong">{money(r.amount)}</span>,
      csv: (r) => money(r.amount),
      numeric: true,
    },
    { key: 'status', label: t('settle.status'), cell: status, csv: status },
  ];
  function fig(r: SettlementRecord, name: string) {
    const v = num(r.figures, name);
    return v === null ? '—' : money(v);
  }
  function rate(r: SettlementRecord) {
    const v = num(r.figures, 'rateBp');
    return v === null ? '—' : `${formatBasisPoints(v)}%`;
  }
  const rows = q.data?.items;
  const chart = useMemo(() => {
    const ordered = [...(rows ?? [])].reverse();
    return {
      labels: ordered.map((r) => r.periodKey.slice(5)),
      series: [{ label: t('settle.amount'), values: ordered.map((r) => r.amount / 100), colorVar: '--color-accent' }],
    };
  }, [rows, t]);
  return (
    <div className="flex flex-col gap-3">
      <RangeBar value={list.range} onChange={list.setRange} now={list.now} />
      {rows && rows.length > 1 ? (
        <section className="rounded-2xl border border-border p-3">
          <TrendChart
            labels={chart.labels}
            series={chart.series}
            title={t('settle.chart')}
            height={160}
            testId="agent-settle-chart"
          />
        </section>
      ) : null}
      {explained ? <Explain record={explained} onClose={() => setExplained(null)} /> : null}
      <ReportTable
        testId={`agent-settle-${kind}`}
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        onRow={setExplained}
        loading={q.isPending}
        error={q.isError ? apiErrorText(t, q.error) : null}
        csvName={`${kind}-records`}
        range={list.range}
        totals={
          q.data
            ? [
                { label: t('settle.records'), value: formatCount(q.data.total) },
                { label: t('settle.totalAmount'), value: money(q.data.totals.amount) },
                { label: t('settle.paid'), value: money(q.data.totals.paid) },
                { label: t('settle.pending'), value: money(q.data.totals.pending) },
              ]
            : undefined
        }
        paging={{ page: list.page, pageSize: list.pageSize, total: q.data?.total ?? 0, onPage: list.setPage }}
      />
      <p className="text-xs text-text-muted">{t('settle.tapToExplain')}</p>
    </div>
  );
}

/** How the amount was produced: the period's figures, the tier met, own gross and the downlines' share. */
function Explain({ record, onClose }: { record: SettlementRecord; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const money = useFormatMoney();
  const f = record.figures;
  const rows: [string, string][] = [];
  const add = (label: string, v: number | null, asMoney = true) => {
    if (v !== null) rows.push([label, asMoney ? money(v) : formatCount(v)]);
  };
  add(t('overview.figures.turnover'), num(f, 'turnover'));
  add(t('settle.netLoss'), num(f, 'netLoss'));
  add(t('overview.figures.activeMembers'), num(f, 'active'), false);
  add(t('settle.carryIn'), num(f, 'carryIn'));
  add(t('settle.base'), num(f, 'base'));
  const tierIndex = num(f, 'tierIndex');
  const rateBp = num(f, 'rateBp');
  if (tierIndex !== null) rows.push([t('settle.tier'), tierIndex < 0 ? t('settle.noTier') : `#${tierIndex + 1}`]);
  if (rateBp !== null) rows.push([t('settle.rate'), `${formatBasisPoints(rateBp)}%`]);
  add(t('settle.gross'), num(f, 'gross'));
  add(t('settle.downlineGross'), num(f, 'downlineGross'));
  rows.push([t('settle.amount'), money(record.amount)]);
  if (record.carryOut) rows.push([t('settle.carryOut'), money(record.carryOut)]);
  return (
    <section data-testid="agent-settle-explain" className="rounded-2xl border border-primary/40 bg-primary-soft/30 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-bold">{t('settle.explainTitle', { period: record.periodKey })}</h3>
        <button type="button" onClick={onClose} className="text-xs text-text-muted hover:text-text">
          {t('team.cancel')}
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-text-muted">{k}</dt>
            <dd className="tabular text-right font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-text-muted">{t('settle.levelDifference')}</p>
    </section>
  );
}

export const DividendRecordsPage = () => <SettlementRecordsPage kind="dividend" />;
export const DailyWagesPage = () => <SettlementRecordsPage kind="daily" />;
export const HourlySalaryPage = () => <SettlementRecordsPage kind="hourly" />;
export const RealtimeSalaryPage = () => <SettlementRecordsPage kind="realtime" />;
