import { BannerGroupNames, type BannerInput, LinkageTypeSchema, type OperatorBanner } from '@app/contracts';
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

type Group = (typeof BannerGroupNames)[number];
const LINKAGES = LinkageTypeSchema.options;
/** Previewed only when it is an address the server would accept (never javascript: or data:). */
const SHOWABLE = /^(https:\/\/|\/(?!\/))[^\s"'<>`]+$/;

interface Draft extends CommonDraft {
  groupName: Group;
  linkageType: BannerInput['linkageType'];
  linkageTarget: string;
}

const draftOf = (b: OperatorBanner | undefined, group: Group, now: Date): Draft => ({
  ...commonDraftOf(b, now),
  groupName: b?.groupName ?? group,
  linkageType: b?.linkageType ?? 'NONE',
  linkageTarget: b?.linkageTarget ?? '',
});

/** What the server is sent; its own checks (required texts, image and link shapes, the window) answer in vi/en. */
const inputOf = (d: Draft): BannerInput => ({
  ...commonInputOf(d),
  groupName: d.groupName,
  imageUrl: { vi: d.imageVi, en: d.imageEn },
  linkageType: d.linkageType,
  linkageTarget: d.linkageType === 'NONE' ? null : d.linkageTarget,
});

/** The banner editor: group, vi/en titles and images (with a preview), link, order, window, enabled. */
export function BannerForm({
  item: banner,
  kind: group,
  save,
  onCancel,
}: ItemEditorProps<OperatorBanner, Group, BannerInput>) {
  const { t } = useTranslation();
  const draft = useDraft<Draft>(() => draftOf(banner, group, new Date()));
  const { d, set } = draft;
  return (
    <ContentForm
      testId="banner-form"
      title={banner ? t('content.banners.edit') : t('content.banners.create')}
      saving={save.isPending}
      error={save.error}
      onSubmit={() => save.mutate(inputOf(d))}
      onCancel={onCancel}
      fields={
        <>
          <Field label={t('content.fields.groupName')}>
            <Select name="groupName" value={d.groupName} onChange={(e) => set('groupName', e.target.value as Group)}>
              {BannerGroupNames.map((g) => (
                <option key={g} value={g}>
                  {t(`content.groups.${g}`)}
                </option>
              ))}
            </Select>
          </Field>
          <OrderAndTitles draft={draft} />
          <ImageFields draft={draft} />
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
          {d.linkageType !== 'NONE' && draft.text('linkageTarget', t(`content.targets.${d.linkageType}`))}
          <WindowAndEnabled draft={draft} />
        </>
      }
      after={
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
      }
    />
  );
}
