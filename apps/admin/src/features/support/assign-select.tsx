import { supportChatOperatorContract as c, type OperatorConversation } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Select } from '../../shared/ui/controls';

/**
 * Who holds the conversation, as a select: any operator who may answer the chat (the server's list, with the
 * open conversations each holds), or nobody (back to the waiting queue). The server checks again on assign.
 */
export function AssignSelect({
  conversation,
  onAssign,
  disabled,
}: {
  conversation: OperatorConversation;
  onAssign: (operatorId: number | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['support-assignees'],
    queryFn: ({ signal }) => call(c.assignees, { signal }),
    staleTime: 30_000,
  });
  const items = list.data?.items ?? [];
  const held = conversation.assignedOperatorId;
  // The holder may have lost the permission since: still shown, so the select says who holds it.
  const holderListed = held === null || items.some((o) => o.id === held);
  return (
    <Select
      aria-label={t('support.assignTo')}
      value={held === null ? '' : String(held)}
      disabled={disabled || list.isLoading}
      onChange={(e) => onAssign(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">{t('support.nobody')}</option>
      {!holderListed && <option value={String(held)}>{conversation.assignedOperatorName}</option>}
      {items.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {t('support.assigneeOption', { name: o.username, open: o.open })}
        </option>
      ))}
    </Select>
  );
}
