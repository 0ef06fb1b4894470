import { backofficeGamesContract as c, type OperatorVendor } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { count } from '../../shared/format';
import { Button, Card, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

type Patch = { enabled?: boolean; isHot?: boolean; sort?: number; logoUrl?: string; maintenance?: boolean };

/** Every vendor: enabled, hot, order, logo and maintenance, each saved at once (audited, live on the site). */
export function VendorsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['games', 'vendors'], queryFn: ({ signal }) => call(c.vendors, { signal }) });
  const save = useMutation({
    mutationFn: (v: { code: string; patch: Patch }) => call(c.putVendor, { params: { code: v.code }, body: v.patch }),
    onSuccess: (row) =>
      qc.setQueryData(['games', 'vendors'], (old: { items: OperatorVendor[] } | undefined) =>
        old ? { items: old.items.map((x) => (x.code === row.code ? row : x)) } : old,
      ),
  });
  return (
    <Card title={t('games.vendors.title')}>
      <ErrorText error={list.error ?? save.error} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="vendors">
          <thead className="border-b text-slate-500">
            <tr>
              <th className="py-2 pr-3">{t('games.vendors.code')}</th>
              <th className="py-2 pr-3">{t('games.vendors.categories')}</th>
              <th className="py-2 pr-3">{t('games.vendors.games')}</th>
              <th className="py-2 pr-3">{t('games.enabled')}</th>
              <th className="py-2 pr-3">{t('games.hot')}</th>
              <th className="py-2 pr-3">{t('games.vendors.maintenance')}</th>
              <th className="py-2 pr-3">{t('games.sort')}</th>
              <th className="py-2">{t('games.vendors.logo')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((v) => (
              <VendorRow
                key={v.code}
                v={v}
                canManage={canManage}
                busy={save.isPending}
                onSave={(patch) => save.mutate({ code: v.code, patch })}
              />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function VendorRow({
  v,
  canManage,
  busy,
  onSave,
}: {
  v: OperatorVendor;
  canManage: boolean;
  busy: boolean;
  onSave: (p: Patch) => void;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState(String(v.sort));
  const [logo, setLogo] = useState(v.logoUrl);
  const toggle = (key: 'enabled' | 'isHot' | 'maintenance', label: string) => (
    <input
      type="checkbox"
      aria-label={`${label} ${v.code}`}
      checked={v[key]}
      disabled={!canManage || busy}
      onChange={(e) => onSave({ [key]: e.target.checked })}
    />
  );
  const changed = sort !== String(v.sort) || logo !== v.logoUrl;
  const sortNumber = Number(sort);
  return (
    <tr className={`border-b last:border-0 ${v.maintenance ? 'bg-amber-50' : ''}`} data-testid={`vendor-${v.code}`}>
      <td className="py-2 pr-3">
        <span className="font-medium">{v.code}</span>
        <span className="ml-2 text-slate-500">{v.displayName}</span>
      </td>
      <td className="py-2 pr-3 text-xs">{v.gameTypes.join(', ')}</td>
      <td className="py-2 pr-3 tabular-nums">
        {count(v.enabledGames)} / {count(v.games)}
      </td>
      <td className="py-2 pr-3">{toggle('enabled', t('games.enabled'))}</td>
      <td className="py-2 pr-3">{toggle('isHot', t('games.hot'))}</td>
      <td className="py-2 pr-3">{toggle('maintenance', t('games.vendors.maintenance'))}</td>
      <td className="py-2 pr-3">
        <Input
          className="w-20"
          inputMode="numeric"
          value={sort}
          disabled={!canManage}
          onChange={(e) => setSort(e.target.value)}
        />
      </td>
      <td className="py-2">
        <div className="flex items-center gap-2">
          <Input className="w-72" value={logo} disabled={!canManage} onChange={(e) => setLogo(e.target.value)} />
          {canManage && changed && (
            <Button
              disabled={busy || !Number.isInteger(sortNumber)}
              onClick={() => onSave({ sort: sortNumber, ...(logo !== v.logoUrl ? { logoUrl: logo.trim() } : {}) })}
            >
              {t('games.save')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
