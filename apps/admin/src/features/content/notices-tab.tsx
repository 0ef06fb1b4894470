import {
  backofficeContentContract as c,
  EditableNoticeTypes,
  type NoticeInput,
  type OperatorNotice,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { NoticeForm } from './notice-form';

type NoticeType = (typeof EditableNoticeTypes)[number];
const isType = (v: string | null): v is NoticeType => !!v && (EditableNoticeTypes as readonly string[]).includes(v);

/** Notices of one type (marquee, popups, promotion pages; the type in the address), with the editor. */
export function NoticesTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [params, setParams] = useSearchParams();
  const type: NoticeType = isType(params.get('type')) ? (params.get('type') as NoticeType) : 'PL';
  const [editing, setEditing] = useState<OperatorNotice | 'new' | null>(null);
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: ['content', 'notices', type],
    queryFn: ({ signal }) => call(c.notices, { query: { type }, signal }),
  });
  const done = () => {
    setEditing(null);
    void qc.invalidateQueries({ queryKey: ['content', 'notices'] });
  };
  const save = useMutation({
    mutationFn: (input: NoticeInput) =>
      editing && editing !== 'new'
        ? call(c.updateNotice, { params: { id: String(editing.id) }, body: input })
        : call(c.createNotice, { body: input }),
    onSuccess: done,
  });
  const act = useMutation({
    mutationFn: async ({ kind, notice }: { kind: 'toggle' | 'delete'; notice: OperatorNotice }): Promise<unknown> => {
      if (kind === 'delete') return call(c.deleteNotice, { params: { id: String(notice.id) } });
      const { id: _id, ...input } = notice;
      return call(c.updateNotice, { params: { id: String(notice.id) }, body: { ...input, enabled: !notice.enabled } });
    },
    onSuccess: done,
  });
  const items = list.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('content.fields.type')}>
          <Select
            name="noticeType"
            value={type}
            onChange={(e) => {
              setEditing(null);
              setParams({ type: e.target.value });
            }}
          >
            {EditableNoticeTypes.map((nt) => (
              <option key={nt} value={nt}>
                {t(`content.noticeTypes.${nt}`)}
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
            {t('content.notices.create')}
          </Button>
        )}
      </div>
      {editing !== null && (
        <NoticeForm
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? undefined : editing}
          type={type}
          saving={save.isPending}
          error={save.error}
          onSave={(input) => save.mutate(input)}
          onCancel={() => setEditing(null)}
        />
      )}
      <ErrorText error={list.error ?? act.error} />
      <Card>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="notices-table">
            <thead className="border-b text-slate-500">
              <tr>
                <th className="py-2 pr-3">{t('content.fields.sort')}</th>
                <th className="py-2 pr-3">{t('content.fields.title')}</th>
                <th className="py-2 pr-3">{t('content.fields.window')}</th>
                <th className="py-2 pr-3">{t('content.fields.enabled')}</th>
                {canEdit && <th className="py-2" />}
              </tr>
            </thead>
            <tbody>
              {items.map((n) => (
                <tr key={n.id} data-testid="notice-row" className="border-b last:border-0">
                  <td className="py-2 pr-3">{n.sort}</td>
                  <td className="py-2 pr-3">
                    <div>{n.title.vi}</div>
                    <div className="text-slate-500">{n.title.en}</div>
                  </td>
                  <td className="py-2 pr-3 text-xs">
                    {dateTime(n.startTime)}
                    <br />
                    {n.endTime ? dateTime(n.endTime) : t('content.noEnd')}
                  </td>
                  <td className="py-2 pr-3">{n.enabled ? t('content.on') : t('content.off')}</td>
                  {canEdit && (
                    <td className="py-2">
                      <div className="flex flex-wrap gap-1">
                        <Button
                          variant="ghost"
                          onClick={() => {
                            save.reset();
                            setEditing(n);
                          }}
                        >
                          {t('content.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ kind: 'toggle', notice: n })}
                        >
                          {n.enabled ? t('content.disable') : t('content.enable')}
                        </Button>
                        <Button
                          variant="danger"
                          disabled={act.isPending}
                          onClick={() => {
                            if (window.confirm(t('content.confirmDelete', { title: n.title[lang] })))
                              act.mutate({ kind: 'delete', notice: n });
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
                  <td colSpan={5} className="py-6 text-center text-slate-500">
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
