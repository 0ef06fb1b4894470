import {
  BannerGroupNames,
  type BannerInput,
  backofficeContentContract as c,
  type OperatorBanner,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button } from '../../shared/ui/controls';
import { BannerForm } from './banner-form';
import { BothTitles, ContentListView, useContentList } from './editable-list';

type Group = (typeof BannerGroupNames)[number];

/** One group's banners (the group in the address), in display order, with the editor above the table. */
export function BannersTab({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const state = useContentList<OperatorBanner, BannerInput>({
    scope: 'banners',
    param: 'group',
    kinds: BannerGroupNames,
    fallback: 'home',
    read: (group, signal) => call(c.banners, { query: { group: group as Group }, signal }),
    save: (input, banner) =>
      banner
        ? call(c.updateBanner, { params: { id: String(banner.id) }, body: input })
        : call(c.createBanner, { body: input }),
    setEnabled: ({ id, ...input }, enabled) =>
      call(c.updateBanner, { params: { id: String(id) }, body: { ...input, enabled } }),
    remove: (banner) => call(c.deleteBanner, { params: { id: String(banner.id) } }),
  });
  const group = state.kind as Group;
  const { items, act } = state;
  /** Swaps a banner with its neighbour and sends the group's new order. */
  const move = (banner: OperatorBanner, by: number) =>
    act.mutate(async () => {
      const ids = items.map((b) => b.id);
      const from = ids.indexOf(banner.id);
      const to = from + by;
      if (to < 0 || to >= ids.length) return null;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      return call(c.orderBanners, { body: { group, ids } });
    });
  return (
    <ContentListView
      state={state}
      canEdit={canEdit}
      picker={{
        label: t('content.fields.groupName'),
        name: 'group',
        kinds: BannerGroupNames,
        optionLabel: (g) => t(`content.groups.${g}`),
      }}
      createLabel={t('content.banners.create')}
      editor={(banner, save) => <BannerForm item={banner} kind={group} save={save} onCancel={state.close} />}
      testId="banners-table"
      rowTestId="banner-row"
      columns={[
        {
          head: t('content.fields.sort'),
          cell: (b, i) => (
            <>
              {i + 1}
              {canEdit && (
                <span className="ml-2 inline-flex gap-1">
                  <Button
                    variant="ghost"
                    className="px-2 py-0"
                    aria-label={t('content.up')}
                    disabled={i === 0 || act.isPending}
                    onClick={() => move(b, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-0"
                    aria-label={t('content.down')}
                    disabled={i === items.length - 1 || act.isPending}
                    onClick={() => move(b, 1)}
                  >
                    ↓
                  </Button>
                </span>
              )}
            </>
          ),
        },
        {
          head: t('content.fields.image'),
          cell: (b) => <img src={b.imageUrl[lang]} alt="" className="h-10 w-24 rounded object-cover" />,
        },
        { head: t('content.fields.title'), cell: (b) => <BothTitles title={b.title} /> },
        {
          head: t('content.fields.linkageType'),
          cell: (b) => (
            <>
              {t(`content.linkages.${b.linkageType}`)}
              {b.linkageTarget && <div className="text-xs text-slate-500">{b.linkageTarget}</div>}
            </>
          ),
        },
      ]}
    />
  );
}
