import { backofficeHelpContract as c, type HelpArticleInput, type OperatorHelpArticle } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { SaveError } from './field-errors';

const area =
  'rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs focus:border-brand focus:outline-none';
type Draft = HelpArticleInput & { id: string };

/** The help centre: articles by category, each opened in the editor (a new one takes a short id). */
export function HelpTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['content', 'help'], queryFn: ({ signal }) => call(c.list, { signal }) });
  const [editing, setEditing] = useState<{ draft: Draft; isNew: boolean } | null>(null);
  const done = () => {
    setEditing(null);
    void qc.invalidateQueries({ queryKey: ['content', 'help'] });
  };
  const save = useMutation({
    mutationFn: ({ id, ...input }: Draft) => call(c.put, { params: { id }, body: input }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (id: string) => call(c.remove, { params: { id } }), onSuccess: done });
  const open = (a: OperatorHelpArticle | null) => {
    save.reset();
    const first = list.data?.categories[0]?.id ?? 'guide';
    setEditing(
      a
        ? { draft: { ...a }, isNew: false }
        : {
            draft: {
              id: '',
              categoryId: first,
              title: { vi: '', en: '' },
              html: { vi: '', en: '' },
              sort: 0,
              enabled: true,
            },
            isNew: true,
          },
    );
  };
  return (
    <div className="space-y-4">
      {canEdit && editing === null && <Button onClick={() => open(null)}>{t('content.help.create')}</Button>}
      {editing && (
        <HelpForm
          key={editing.draft.id || 'new'}
          initial={editing.draft}
          isNew={editing.isNew}
          categories={list.data?.categories ?? []}
          saving={save.isPending}
          error={save.error}
          onSave={(d) => save.mutate(d)}
          onCancel={() => setEditing(null)}
        />
      )}
      <ErrorText error={list.error ?? remove.error} />
      {list.data?.categories.map((cat) => (
        <Card key={cat.id} title={cat.title[lang]}>
          <ul className="divide-y">
            {list.data.items
              .filter((a) => a.categoryId === cat.id)
              .map((a) => (
                <li
                  key={a.id}
                  data-testid="help-row"
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span>
                    <span className="font-mono text-xs text-slate-500">{a.id}</span> {a.title[lang]}
                    {!a.enabled && <span className="ml-2 text-xs text-slate-500">({t('content.off')})</span>}
                  </span>
                  {canEdit && (
                    <span className="flex gap-1">
                      <Button variant="ghost" onClick={() => open(a)}>
                        {t('content.edit')}
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => {
                          if (window.confirm(t('content.confirmDelete', { title: a.title[lang] }))) remove.mutate(a.id);
                        }}
                      >
                        {t('content.delete')}
                      </Button>
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function HelpForm(props: {
  initial: Draft;
  isNew: boolean;
  categories: { id: string; title: { vi: string; en: string } }[];
  saving: boolean;
  error: unknown;
  onSave: (d: Draft) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [d, setD] = useState<Draft>(props.initial);
  const label = (f: string) => t(`content.help.fields.${f}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave(d);
  };
  const both = (k: 'title' | 'html', l: 'vi' | 'en', v: string) => setD({ ...d, [k]: { ...d[k], [l]: v } });
  return (
    <form onSubmit={submit} data-testid="help-form">
      <Card title={props.isNew ? t('content.help.create') : t('content.help.edit')}>
        <div className="grid gap-3 md:grid-cols-2">
          <Field label={label('id')}>
            <Input
              name="id"
              value={d.id}
              disabled={!props.isNew}
              onChange={(e) => setD({ ...d, id: e.target.value.trim() })}
            />
          </Field>
          <Field label={label('categoryId')}>
            <Select name="categoryId" value={d.categoryId} onChange={(e) => setD({ ...d, categoryId: e.target.value })}>
              {props.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title[lang]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={label('titleVi')}>
            <Input name="titleVi" value={d.title.vi} onChange={(e) => both('title', 'vi', e.target.value)} />
          </Field>
          <Field label={label('titleEn')}>
            <Input name="titleEn" value={d.title.en} onChange={(e) => both('title', 'en', e.target.value)} />
          </Field>
          <Field label={label('htmlVi')}>
            <textarea
              name="htmlVi"
              rows={8}
              className={area}
              value={d.html.vi}
              onChange={(e) => both('html', 'vi', e.target.value)}
            />
          </Field>
          <Field label={label('htmlEn')}>
            <textarea
              name="htmlEn"
              rows={8}
              className={area}
              value={d.html.en}
              onChange={(e) => both('html', 'en', e.target.value)}
            />
          </Field>
          <Field label={label('sort')}>
            <Input
              name="sort"
              inputMode="numeric"
              value={String(d.sort)}
              onChange={(e) => setD({ ...d, sort: Number.parseInt(e.target.value, 10) || 0 })}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={d.enabled} onChange={(e) => setD({ ...d, enabled: e.target.checked })} />
            {label('enabled')}
          </label>
        </div>
        <p className="mt-2 text-xs text-slate-500">{t('content.htmlHint')}</p>
        <div className="mt-3">
          <SaveError error={props.error} labelOf={(f) => t(`content.help.fields.${f}`, { defaultValue: f })} />
        </div>
        <div className="mt-3 flex gap-2">
          <Button type="submit" disabled={props.saving || d.id === ''}>
            {t('content.save')}
          </Button>
          <Button variant="ghost" onClick={props.onCancel}>
            {t('content.cancel')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
