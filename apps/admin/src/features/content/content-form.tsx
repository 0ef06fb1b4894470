import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { SaveError } from './field-errors';
import { ImageUpload } from './image-upload';
import { isoOf, localOf } from './window-time';

/** The fields every content item's editor has (banner, notice): vi/en title and image, order, window, enabled. */
export interface CommonDraft {
  titleVi: string;
  titleEn: string;
  imageVi: string;
  imageEn: string;
  sort: string;
  enabled: boolean;
  start: string;
  end: string;
}

/** The common fields of an item (or of a new one, starting now). */
export const commonDraftOf = (
  x:
    | {
        title: { vi: string; en: string };
        imageUrl: { vi: string; en: string } | null;
        sort: number;
        enabled: boolean;
        startTime: string;
        endTime: string | null;
      }
    | undefined,
  now: Date,
): CommonDraft => ({
  titleVi: x?.title.vi ?? '',
  titleEn: x?.title.en ?? '',
  imageVi: x?.imageUrl?.vi ?? '',
  imageEn: x?.imageUrl?.en ?? '',
  sort: String(x?.sort ?? 0),
  enabled: x?.enabled ?? true,
  start: localOf(x?.startTime ?? now.toISOString()),
  end: localOf(x?.endTime ?? null),
});

/** The common fields as the server takes them (the images are each editor's own: a notice may have none). */
export const commonInputOf = (d: CommonDraft) => ({
  title: { vi: d.titleVi, en: d.titleEn },
  sort: Number.parseInt(d.sort, 10) || 0,
  enabled: d.enabled,
  startTime: isoOf(d.start) ?? new Date().toISOString(),
  endTime: isoOf(d.end),
});

/**
 * What a content item's editor is given: the item (none: a new one), the kind picked on the list (a new item's
 * group or type), the list's save call, and cancel.
 */
export interface ItemEditorProps<T, K, I> {
  item?: T;
  kind: K;
  save: { isPending: boolean; error: unknown; mutate: (input: I) => void };
  onCancel: () => void;
}

/** An editor's draft: its value, a setter by field, and a labelled text input bound to one field. */
export function useDraft<D extends object>(init: () => D) {
  const [d, setD] = useState<D>(init);
  const set = <K extends keyof D>(k: K, v: D[K]) => setD((x) => ({ ...x, [k]: v }));
  const text = (k: keyof D & string, label: string, type = 'text') => (
    <Field label={label}>
      <Input type={type} name={k} value={d[k] as string} onChange={(e) => set(k, e.target.value as D[typeof k])} />
    </Field>
  );
  return { d, set, text };
}

type Draft<D extends CommonDraft> = ReturnType<typeof useDraft<D>>;

/** The sort and the two titles, the first fields after the kind. */
export function OrderAndTitles<D extends CommonDraft>({ draft }: { draft: Draft<D> }) {
  const { t } = useTranslation();
  return (
    <>
      {draft.text('sort', t('content.fields.sort'), 'number')}
      {draft.text('titleVi', t('content.fields.titleVi'))}
      {draft.text('titleEn', t('content.fields.titleEn'))}
    </>
  );
}

/** The vi and en image addresses, each with its upload button. */
export function ImageFields<D extends CommonDraft>({ draft }: { draft: Draft<D> }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        {draft.text('imageVi', t('content.fields.imageVi'))}
        <ImageUpload label={t('content.uploadVi')} onUploaded={(url) => draft.set('imageVi', url as D['imageVi'])} />
      </div>
      <div>
        {draft.text('imageEn', t('content.fields.imageEn'))}
        <ImageUpload label={t('content.uploadEn')} onUploaded={(url) => draft.set('imageEn', url as D['imageEn'])} />
      </div>
    </>
  );
}

/** The display window and the enabled box, the last fields. */
export function WindowAndEnabled<D extends CommonDraft>({ draft }: { draft: Draft<D> }) {
  const { t } = useTranslation();
  return (
    <>
      {draft.text('start', t('content.fields.startTime'), 'datetime-local')}
      {draft.text('end', t('content.fields.endTime'), 'datetime-local')}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.d.enabled}
          onChange={(e) => draft.set('enabled', e.target.checked as D['enabled'])}
        />
        {t('content.fields.enabled')}
      </label>
    </>
  );
}

/**
 * A content item's editor around its fields: the titled card, the server's refusal by field, save and cancel.
 * `fields` go in the two-column grid; `after` below it (a preview, a hint).
 */
export function ContentForm({
  testId,
  title,
  saving,
  error,
  onSubmit,
  onCancel,
  fields,
  after,
}: {
  testId: string;
  title: string;
  saving: boolean;
  error: unknown;
  onSubmit: () => void;
  onCancel: () => void;
  fields: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} data-testid={testId}>
      <Card title={title}>
        <div className="grid gap-3 md:grid-cols-2">{fields}</div>
        {after}
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
