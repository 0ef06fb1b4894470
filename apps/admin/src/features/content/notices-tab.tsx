import {
  backofficeContentContract as c,
  EditableNoticeTypes,
  type NoticeInput,
  type OperatorNotice,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { BothTitles, ContentListView, useContentList } from './editable-list';
import { NoticeForm } from './notice-form';

type NoticeType = (typeof EditableNoticeTypes)[number];

/** Notices of one type (marquee, popups, promotion pages; the type in the address), with the editor. */
export function NoticesTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const state = useContentList<OperatorNotice, NoticeInput>({
    scope: 'notices',
    param: 'type',
    kinds: EditableNoticeTypes,
    fallback: 'PL',
    read: (type, signal) => call(c.notices, { query: { type: type as NoticeType }, signal }),
    save: (input, notice) =>
      notice
        ? call(c.updateNotice, { params: { id: String(notice.id) }, body: input })
        : call(c.createNotice, { body: input }),
    setEnabled: ({ id, ...input }, enabled) =>
      call(c.updateNotice, { params: { id: String(id) }, body: { ...input, enabled } }),
    remove: (notice) => call(c.deleteNotice, { params: { id: String(notice.id) } }),
  });
  return (
    <ContentListView
      state={state}
      canEdit={canEdit}
      picker={{
        label: t('content.fields.type'),
        name: 'noticeType',
        kinds: EditableNoticeTypes,
        optionLabel: (nt) => t(`content.noticeTypes.${nt}`),
      }}
      createLabel={t('content.notices.create')}
      editor={(notice, save) => (
        <NoticeForm item={notice} kind={state.kind as NoticeType} save={save} onCancel={state.close} />
      )}
      testId="notices-table"
      rowTestId="notice-row"
      columns={[
        { head: t('content.fields.sort'), cell: (n) => n.sort },
        { head: t('content.fields.title'), cell: (n) => <BothTitles title={n.title} /> },
      ]}
    />
  );
}
