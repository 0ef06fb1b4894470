import { EditableNoticeTypes, type NoticeInput, type OperatorNotice } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Field, Select } from '../../shared/ui/controls';
import {
  type CommonDraft,
  ContentForm,
  commonDraftOf,
  commonInputOf,
  ImageFields,
  type ItemEditorProps,
  OrderAndTitles,
  useDraft,
  WindowAndEnabled,
} from './content-form';

type NoticeType = (typeof EditableNoticeTypes)[number];
const area =
  'rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs focus:border-brand focus:outline-none';

interface Draft extends CommonDraft {
  type: NoticeType;
  contentVi: string;
  contentEn: string;
}

const draftOf = (n: OperatorNotice | undefined, type: NoticeType, now: Date): Draft => ({
  ...commonDraftOf(n, now),
  type: n?.type ?? type,
  contentVi: n?.content.vi ?? '',
  contentEn: n?.content.en ?? '',
});

const inputOf = (d: Draft): NoticeInput => ({
  ...commonInputOf(d),
  type: d.type,
  content: { vi: d.contentVi, en: d.contentEn },
  // Both images or none: a picture in one language only would leave the other page without one.
  imageUrl: d.imageVi || d.imageEn ? { vi: d.imageVi, en: d.imageEn } : null,
});

/** The notice editor: type, vi/en title and HTML content, optional image, order, window, enabled. */
export function NoticeForm({
  item: notice,
  kind: type,
  save,
  onCancel,
}: ItemEditorProps<OperatorNotice, NoticeType, NoticeInput>) {
  const { t } = useTranslation();
  const draft = useDraft<Draft>(() => draftOf(notice, type, new Date()));
  const { d, set } = draft;
  const html = (k: 'contentVi' | 'contentEn', label: string) => (
    <Field label={label}>
      <textarea name={k} rows={6} className={area} value={d[k]} onChange={(e) => set(k, e.target.value)} />
    </Field>
  );
  return (
    <ContentForm
      testId="notice-form"
      title={notice ? t('content.notices.edit') : t('content.notices.create')}
      saving={save.isPending}
      error={save.error}
      onSubmit={() => save.mutate(inputOf(d))}
      onCancel={onCancel}
      fields={
        <>
          <Field label={t('content.fields.type')}>
            <Select name="type" value={d.type} onChange={(e) => set('type', e.target.value as NoticeType)}>
              {EditableNoticeTypes.map((nt) => (
                <option key={nt} value={nt}>
                  {t(`content.noticeTypes.${nt}`)}
                </option>
              ))}
            </Select>
          </Field>
          <OrderAndTitles draft={draft} />
          {html('contentVi', t('content.fields.contentVi'))}
          {html('contentEn', t('content.fields.contentEn'))}
          <ImageFields draft={draft} />
          <WindowAndEnabled draft={draft} />
        </>
      }
      after={<p className="mt-2 text-xs text-slate-500">{t('content.htmlHint')}</p>}
    />
  );
}
