import {
  BannerGroupNames,
  type BannerInput,
  backofficeContentContract as c,
  type OperatorBanner,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { BannerForm } from './banner-form';

type Group = (typeof BannerGroupNames)[number];
const isGroup = (g: string | null): g is Group => !!g && (BannerGroupNames as readonly string[]).includes(g);

/** One group's banners (the group in the address), in display order, with the editor above the table. */
export function BannersTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [params, setParams] = useSearchParams();
  const group: Group = isGroup(params.get('group')) ? (params.get('group') as Group) : 'home';
  const [editing, setEditing] = useState<OperatorBanner | 'new' | null>(null);
  const qc = useQueryClient();
  const key = ['content', 'banners', group];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => call(c.banners, { query: { group }, signal }) });
  const done = () => {
    setEditing(null);
    void qc.invalidateQueries({ queryKey: ['content', 'banners'] });
  };
  const save = useMutation({
    mutationFn: (input: BannerInput) =>
      editing && editing !== 'new'
        ? call(c.updateBanner, { params: { id: String(editing.id) }, body: input })
        : call(c.createBanner, { body: input }),
    onSuccess: done,
  });
  const act = useMutation({
    mutationFn: async (a: { kind: 'toggle' | 'delete' | 'move'; banner: OperatorBanner; by?: number }) => {
      const { banner } = a;
      if (a.kind === 'delete') return call(c.deleteBanner, { params: { id: String(banner.id) } });
      if (a.kind === 'toggle') {
        const { id: _id, ...input } = banner;
        return call(c.updateBanner, {
          params: { id: String(banner.id) },
          body: { ...input, enabled: !banner.enabled },
        });
      }
      const ids = (list.data?.items ?? []).map((b) => b.id);
      const from = ids.indexOf(banner.id);
      const to = from + (a.by ?? 0);
      if (to < 0 || to >= ids.length) return null;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      return call(c.orderBanners, { body: { group, ids } });
    },
    onSuccess: done,
  });
  const items = list.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('content.fields.groupName')}>
          <Select
            name="group"
            value={group}
            onChange={(e) => {
              setEditing(null);
              setParams({ group: e.target.value });
            }}
          >
            {BannerGroupNames.map((g) => (
              <option key={g} value={g}>
                {t(`content.groups.${g}`)}
              </option>
            ))}
          </Select>
        </Field>
        {canEdit && editing === null && (
          <Button
            onClick={() => {
              save.reset();
              setEditing('new');
            }}
          >
            {t('content.banners.create')}
          </Button>
        )}
      </div>
      {editing !== null && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? undefined : editing}
          group={group}
          saving={save.isPending}
          error={save.error}
          onSave={(input) => save.mutate(input)}
          onCancel={() => setEditing(null)}
        />
      )}
      <ErrorText error={list.error ?? act.error} />
      <Card>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="banners-table">
            <thead className="border-b text-slate-500">
              <tr>
                <th className="py-2 pr-3">{t('content.fields.sort')}</th>
                <th className="py-2 pr-3">{t('content.fields.image')}</th>
                <th className="py-2 pr-3">{t('content.fields.title')}</th>
                <th className="py-2 pr-3">{t('content.fields.linkageType')}</th>
                <th className="py-2 pr-3">{t('content.fields.window')}</th>
                <th className="py-2 pr-3">{t('content.fields.enabled')}</th>
                {canEdit && <th className="py-2" />}
              </tr>
            </thead>
            <tbody>
              {items.map((b, i) => (
                <tr key={b.id} data-testid="banner-row" className="border-b align-middle last:border-0">
                  <td className="py-2 pr-3">
                    {i + 1}
                    {canEdit && (
                      <span className="ml-2 inline-flex gap-1">
                        <Button
                          variant="ghost"
                          className="px-2 py-0"
                          aria-label={t('content.up')}
                          disabled={i === 0 || act.isPending}
                          onClick={() => act.mutate({ kind: 'move', banner: b, by: -1 })}
                        >
                          ↑
                        </Button>
                        <Button
                          variant="ghost"
                          className="px-2 py-0"
                          aria-label={t('content.down')}
                          disabled={i === items.length - 1 || act.isPending}
                          onClick={() => act.mutate({ kind: 'move', banner: b, by: 1 })}
                        >
                          ↓
                        </Button>
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3">
                    <img src={b.imageUrl[lang]} alt="" className="h-10 w-24 rounded object-cover" />
                  </td>
                  <td className="py-2 pr-3">
                    <div>{b.title.vi}</div>
                    <div className="text-slate-500">{b.title.en}</div>
                  </td>
                  <td className="py-2 pr-3">
                    {t(`content.linkages.${b.linkageType}`)}
                    {b.linkageTarget && <div className="text-xs text-slate-500">{b.linkageTarget}</div>}
                  </td>
                  <td className="py-2 pr-3 text-xs">
                    {dateTime(b.startTime)}
                    <br />
                    {b.endTime ? dateTime(b.endTime) : t('content.noEnd')}
                  </td>
                  <td className="py-2 pr-3">{b.enabled ? t('content.on') : t('content.off')}</td>
                  {canEdit && (
                    <td className="py-2">
                      <div className="flex flex-wrap gap-1">
                        <Button
                          variant="ghost"
                          onClick={() => {
                            save.reset();
                            setEditing(b);
                          }}
                        >
                          {t('content.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ kind: 'toggle', banner: b })}
                        >
                          {b.enabled ? t('content.disable') : t('content.enable')}
                        </Button>
                        <Button
                          variant="danger"
                          disabled={act.isPending}
                          onClick={() => {
                            if (window.confirm(t('content.confirmDelete', { title: b.title[lang] })))
                              act.mutate({ kind: 'delete', banner: b });
                          }}
                        >
                          {t('content.delete')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
              {items.length === 0 && !list.isLoading && (
                <tr>
                  <td colSpan={7} className="py-6 text-center text-slate-500">
                    {t('content.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
