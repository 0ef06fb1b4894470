import { type CannedReply, supportChatOperatorContract as c } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { contains, localPage } from '../../shared/table/local-rows';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

interface Draft {
  id: number | null;
  title: string;
  text: string;
  language: 'vi' | 'en';
}
const blank: Draft = { id: null, title: '', text: '', language: 'vi' };

/** Canned replies (per language): list, add, edit, delete. */
export function CannedReplies({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canManage = me.permissions.includes('support.manage');
  const { state, update } = useListState({ sort: 'title', dir: 'asc' });
  const list = useQuery({ queryKey: ['support-canned'], queryFn: ({ signal }) => call(c.cannedList, { signal }) });
  const [d, setD] = useState<Draft>(blank);
  const [q, setQ] = useState('');
  const done = async () => {
    setD(blank);
    await qc.invalidateQueries({ queryKey: ['support-canned'] });
  };
  const save = useMutation({
    mutationFn: (x: Draft) => {
      const body = { title: x.title, text: x.text, language: x.language };
      return x.id === null
        ? call(c.cannedCreate, { body })
        : call(c.cannedUpdate, { params: { id: String(x.id) }, body });
    },
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(c.cannedDelete, { params: { id: String(id) } }),
    onSuccess: done,
  });
  const page = localPage(
    list.data?.items ?? [],
    { ...state, filters: { q } },
    (r, col) => (col === 'language' ? r.language : col === 'updatedAt' ? r.updatedAt : r.title.toLowerCase()),
    (r, f) => contains(`${r.title} ${r.text}`, f.q),
  );
  const columns = useMemo<ColumnDef<CannedReply, unknown>[]>(
    () => [
      { id: 'title', header: t('support.canned.title'), accessorKey: 'title' },
      { id: 'language', header: t('support.canned.language'), accessorKey: 'language' },
      {
        id: 'text',
        header: t('support.canned.text'),
        cell: (x) => <span className="line-clamp-2 whitespace-pre-wrap">{x.row.original.text}</span>,
      },
      { id: 'updatedAt', header: t('support.at'), cell: (x) => dateTime(x.row.original.updatedAt) },
      {
        id: 'actions',
        header: '',
        cell: (x) =>
          canManage ? (
            <div className="flex gap-1">
              <Button variant="ghost" onClick={() => setD({ ...x.row.original })}>
                {t('support.canned.edit')}
              </Button>
              <Button variant="danger" onClick={() => remove.mutate(x.row.original.id)}>
                {t('support.canned.delete')}
              </Button>
            </div>
          ) : null,
      },
    ],
    [t, canManage, remove],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ ...d, title: d.title.trim(), text: d.text.trim() });
  };
  return (
    <div className="space-y-4">
      {canManage && (
        <Card title={d.id === null ? t('support.canned.add') : t('support.canned.editing', { title: d.title })}>
          <form onSubmit={submit} className="grid max-w-2xl gap-3">
            <Field label={t('support.canned.title')}>
              <Input value={d.title} maxLength={80} onChange={(e) => setD({ ...d, title: e.target.value })} />
            </Field>
            <Field label={t('support.canned.language')}>
              <Select value={d.language} onChange={(e) => setD({ ...d, language: e.target.value as 'vi' | 'en' })}>
                <option value="vi">Tiếng Việt</option>
                <option value="en">English</option>
              </Select>
            </Field>
            <Field label={t('support.canned.text')}>
              <textarea
                rows={4}
                maxLength={2000}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                value={d.text}
                onChange={(e) => setD({ ...d, text: e.target.value })}
              />
            </Field>
            <ErrorText error={save.error ?? remove.error} />
            <div className="flex gap-2">
              <Button type="submit" disabled={save.isPending}>
                {t('common.save')}
              </Button>
              {d.id !== null && (
                <Button variant="ghost" onClick={() => setD(blank)}>
                  {t('support.cancel')}
                </Button>
              )}
            </div>
          </form>
        </Card>
      )}
      <Card>
        <Field label={t('support.canned.search')}>
          <Input className="max-w-xs" value={q} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <ErrorText error={list.error} />
        <div className="mt-3">
          <DataTable
            testId="canned-replies"
            columns={columns}
            rows={page.rows}
            total={page.total}
            state={state}
            onState={update}
            sortable={['title', 'language', 'updatedAt']}
            loading={list.isLoading}
            rowId={(r) => String(r.id)}
          />
        </div>
      </Card>
    </div>
  );
}
