import { BannerGroupNames, type BannerInput, LinkageTypeSchema, type OperatorBanner } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { SaveError } from './field-errors';
import { ImageUpload } from './image-upload';
import { isoOf, localOf } from './window-time';

type Group = (typeof BannerGroupNames)[number];
const LINKAGES = LinkageTypeSchema.options;
/** Previewed only when it is an address the server would accept (never javascript: or data:). */
const SHOWABLE = /^(https:\/\/|\/(?!\/))[^\s"'<>`]+$/;

interface Draft {
  groupName: Group;
  titleVi: string;
  titleEn: string;
  imageVi: string;
  imageEn: string;
  linkageType: BannerInput['linkageType'];
  linkageTarget: string;
  sort: string;
  enabled: boolean;
  start: string;
  end: string;
}

const draftOf = (b: OperatorBanner | undefined, group: Group, now: Date): Draft => ({
  groupName: b?.groupName ?? group,
  titleVi: b?.title.vi ?? '',
  titleEn: b?.title.en ?? '',
  imageVi: b?.imageUrl.vi ?? '',
  imageEn: b?.imageUrl.en ?? '',
  linkageType: b?.linkageType ?? 'NONE',
  linkageTarget: b?.linkageTarget ?? '',
  sort: String(b?.sort ?? 0),
  enabled: b?.enabled ?? true,
  start: localOf(b?.startTime ?? now.toISOString()),
  end: localOf(b?.endTime ?? null),
});

/** What the server is sent; its own checks (required texts, image and link shapes, the window) answer in vi/en. */
const inputOf = (d: Draft): BannerInput => ({
  groupName: d.groupName,
  title: { vi: d.titleVi, en: d.titleEn },
  imageUrl: { vi: d.imageVi, en: d.imageEn },
  linkageType: d.linkageType,
  linkageTarget: d.linkageType === 'NONE' ? null : d.linkageTarget,
  sort: Number.parseInt(d.sort, 10) || 0,
  enabled: d.enabled,
  startTime: isoOf(d.start) ?? new Date().toISOString(),
  endTime: isoOf(d.end),
});

/** The banner editor: group, vi/en titles and images (with a preview), link, order, window, enabled. */
export function BannerForm({
  banner,
  group,
  saving,
  error,
  onSave,
  onCancel,
}: {
  banner?: OperatorBanner;
  group: Group;
  saving: boolean;
  error: unknown;
  onSave: (input: BannerInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(() => draftOf(banner, group, new Date()));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const text = (k: keyof Draft, label: string, type = 'text') => (
    <Field label={label}>
      <Input type={type} name={k} value={d[k] as string} onChange={(e) => set(k, e.target.value as never)} />
    </Field>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(inputOf(d));
  };
  return (
    <form onSubmit={submit} data-testid="banner-form">
      <Card title={banner ? t('content.banners.edit') : t('content.banners.create')}>
        <div className="grid gap-3 md:grid-cols-2">
          <Field label={t('content.fields.groupName')}>
            <Select name="groupName" value={d.groupName} onChange={(e) => set('groupName', e.target.value as Group)}>
              {BannerGroupNames.map((g) => (
                <option key={g} value={g}>
                  {t(`content.groups.${g}`)}
                </option>
              ))}
            </Select>
          </Field>
          {text('sort', t('content.fields.sort'), 'number')}
          {text('titleVi', t('content.fields.titleVi'))}
          {text('titleEn', t('content.fields.titleEn'))}
          <div>
            {text('imageVi', t('content.fields.imageVi'))}
            <ImageUpload label={t('content.uploadVi')} onUploaded={(url) => set('imageVi', url)} />
          </div>
          <div>
            {text('imageEn', t('content.fields.imageEn'))}
            <ImageUpload label={t('content.uploadEn')} onUploaded={(url) => set('imageEn', url)} />
          </div>
          <Field label={t('content.fields.linkageType')}>
            <Select
              name="linkageType"
              value={d.linkageType}
              onChange={(e) => set('linkageType', e.target.value as Draft['linkageType'])}
            >
              {LINKAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`content.linkages.${l}`)}
                </option>
              ))}
            </Select>
          </Field>
          {d.linkageType !== 'NONE' && text('linkageTarget', t(`content.targets.${d.linkageType}`))}
          {text('start', t('content.fields.startTime'), 'datetime-local')}
          {text('end', t('content.fields.endTime'), 'datetime-local')}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={d.enabled} onChange={(e) => set('enabled', e.target.checked)} />
            {t('content.fields.enabled')}
          </label>
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          {[d.imageVi, d.imageEn].map((src, i) =>
            SHOWABLE.test(src) ? (
              <img
                key={src + String(i)}
                src={src}
                alt=""
                className="h-20 rounded border border-slate-200 object-cover"
              />
            ) : null,
          )}
        </div>
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
