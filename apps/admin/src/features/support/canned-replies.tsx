import { type CannedReply, supportChatOperatorContract as c } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { contains, localPage } from '../../shared/table/local-rows';
import { Button, Field, Input, Select } from '../../shared/ui/controls';
import { EditorForm, ListCard, useListEditor } from '../../shared/ui/list-editor';

interface Draft {
  id: number | null;
  title: string;
  text: string;
  language: 'vi' | 'en';
}
const blank: Draft = { id: null, title: '', text: '', language: 'vi' };
type CannedBody = Omit<Draft, 'id'>;

/** Canned replies (per language): list, add, edit, delete. */
export function CannedReplies({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('support.manage');
  const { state, update } = useListState({ sort: 'title', dir: 'asc' });
  const list = useQuery({ queryKey: ['support-canned'], queryFn: ({ signal }) => call(c.cannedList, { signal }) });
  const [q, setQ] = useState('');
  const editor = useListEditor<Draft, CannedBody>({
    queryKey: ['support-canned'],
    blank,
    create: (body) => call(c.cannedCreate, { body }),
    update: (id, body) => call(c.cannedUpdate, { params: { id: String(id) }, body }),
    remove: (id) => call(c.cannedDelete, { params: { id: String(id) } }),
  });
  const { d, setD, remove } = editor;
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
    [t, canManage, remove, setD],
  );
  return (
    <div className="space-y-4">
      {canManage && (
        <EditorForm
          editor={editor}
          title={d.id === null ? t('support.canned.add') : t('support.canned.editing', { title: d.title })}
          className="grid max-w-2xl gap-3"
          onSubmit={() => editor.submit({ title: d.title.trim(), text: d.text.trim(), language: d.language })}
        >
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
        </EditorForm>
      )}
      <ListCard search={{ label: t('support.canned.search'), value: q, onChange: setQ }} error={list.error}>
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
      </ListCard>
    </div>
  );
}
