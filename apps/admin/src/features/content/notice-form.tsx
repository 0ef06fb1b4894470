import { EditableNoticeTypes, type NoticeInput, type OperatorNotice } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { SaveError } from './field-errors';
import { ImageUpload } from './image-upload';
import { isoOf, localOf } from './window-time';

type NoticeType = (typeof EditableNoticeTypes)[number];
const area =
  'rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs focus:border-brand focus:outline-none';

interface Draft {
  type: NoticeType;
  titleVi: string;
  titleEn: string;
  contentVi: string;
  contentEn: string;
  imageVi: string;
  imageEn: string;
  sort: string;
  enabled: boolean;
  start: string;
  end: string;
}

const draftOf = (n: OperatorNotice | undefined, type: NoticeType, now: Date): Draft => ({
  type: n?.type ?? type,
  titleVi: n?.title.vi ?? '',
  titleEn: n?.title.en ?? '',
  contentVi: n?.content.vi ?? '',
  contentEn: n?.content.en ?? '',
  imageVi: n?.imageUrl?.vi ?? '',
  imageEn: n?.imageUrl?.en ?? '',
  sort: String(n?.sort ?? 0),
  enabled: n?.enabled ?? true,
  start: localOf(n?.startTime ?? now.toISOString()),
  end: localOf(n?.endTime ?? null),
});

const inputOf = (d: Draft): NoticeInput => ({
  type: d.type,
  title: { vi: d.titleVi, en: d.titleEn },
  content: { vi: d.contentVi, en: d.contentEn },
  // Both images or none: a picture in one language only would leave the other page without one.
  imageUrl: d.imageVi || d.imageEn ? { vi: d.imageVi, en: d.imageEn } : null,
  sort: Number.parseInt(d.sort, 10) || 0,
  enabled: d.enabled,
  startTime: isoOf(d.start) ?? new Date().toISOString(),
  endTime: isoOf(d.end),
});

/** The notice editor: type, vi/en title and HTML content, optional image, order, window, enabled. */
export function NoticeForm({
  notice,
  type,
  saving,
  error,
  onSave,
  onCancel,
}: {
  notice?: OperatorNotice;
  type: NoticeType;
  saving: boolean;
  error: unknown;
  onSave: (input: NoticeInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(() => draftOf(notice, type, new Date()));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const text = (k: keyof Draft, label: string, inputType = 'text') => (
    <Field label={label}>
      <Input type={inputType} name={k} value={d[k] as string} onChange={(e) => set(k, e.target.value as never)} />
    </Field>
  );
  const html = (k: 'contentVi' | 'contentEn', label: string) => (
    <Field label={label}>
      <textarea name={k} rows={6} className={area} value={d[k]} onChange={(e) => set(k, e.target.value)} />
    </Field>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(inputOf(d));
  };
  return (
    <form onSubmit={submit} data-testid="notice-form">
      <Card title={notice ? t('content.notices.edit') : t('content.notices.create')}>
        <div className="grid gap-3 md:grid-cols-2">
          <Field label={t('content.fields.type')}>
            <Select name="type" value={d.type} onChange={(e) => set('type', e.target.value as NoticeType)}>
              {EditableNoticeTypes.map((nt) => (
                <option key={nt} value={nt}>
                  {t(`content.noticeTypes.${nt}`)}
                </option>
              ))}
            </Select>
          </Field>
          {text('sort', t('content.fields.sort'), 'number')}
          {text('titleVi', t('content.fields.titleVi'))}
          {text('titleEn', t('content.fields.titleEn'))}
          {html('contentVi', t('content.fields.contentVi'))}
          {html('contentEn', t('content.fields.contentEn'))}
          <div>
            {text('imageVi', t('content.fields.imageVi'))}
            <ImageUpload label={t('content.uploadVi')} onUploaded={(url) => set('imageVi', url)} />
          </div>
          <div>
            {text('imageEn', t('content.fields.imageEn'))}
            <ImageUpload label={t('content.uploadEn')} onUploaded={(url) => set('imageEn', url)} />
          </div>
          {text('start', t('content.fields.startTime'), 'datetime-local')}
          {text('end', t('content.fields.endTime'), 'datetime-local')}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={d.enabled} onChange={(e) => set('enabled', e.target.checked)} />
            {t('content.fields.enabled')}
          </label>
        </div>
        <p className="mt-2 text-xs text-slate-500">{t('content.htmlHint')}</p>
        <div className="mt-3">
          <SaveError error={error} labelOf={(f) => t(`content.fields.${f}`, { defaultValue: f })} />
        </div>
        <div className="mt-3 flex gap-2">
          <Button type="submit" disabled={saving}>
            {t('content.save')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('content.cancel')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
