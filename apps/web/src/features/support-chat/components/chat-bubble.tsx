import type { ChatMessage } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import type { PendingMessage } from '../lib/chat-list';
import { ChatImage } from './chat-image';

const mineClass = 'ml-auto rounded-br-sm bg-primary text-white';
const theirsClass = 'mr-auto rounded-bl-sm bg-surface-2 text-text';

/** One message: the player's on the right (purple), support's on the left with the agent's name. */
export function ChatBubble(props: { message: ChatMessage; token: string; mark: 'seen' | 'sent' | null }) {
  const { t, i18n } = useTranslation('supportChat');
  const { message: m } = props;
  const mine = m.sender === 'player';
  return (
    <li
      data-testid="support-chat-message"
      data-sender={m.sender}
      className={`flex max-w-[82%] flex-col ${mine ? 'ml-auto items-end' : 'mr-auto items-start'}`}
    >
      {!mine ? <span className="mb-0.5 px-1 text-[11px] text-text-muted">{m.operatorName ?? t('support')}</span> : null}
      <div
        className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${mine ? mineClass : theirsClass}`}
      >
        {m.imageId !== null ? <ChatImage imageId={m.imageId} token={props.token} /> : m.text}
      </div>
      <span className="mt-0.5 px-1 text-[10px] text-text-muted">
        {formatDateTime(m.createdAt, i18n.language)}
        {props.mark ? (
          <span data-testid="support-chat-mark" className="ml-1">
            · {t(props.mark)}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** A message still on its way, or one that failed (tap to send again with the same key). */
export function PendingBubble(props: { pending: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation('supportChat');
  const { pending: p } = props;
  const failed = p.status === 'failed';
  return (
    <li data-testid="support-chat-pending" className="ml-auto flex max-w-[82%] flex-col items-end">
      <button
        type="button"
        disabled={!failed}
        onClick={props.onRetry}
        className={`whitespace-pre-wrap break-words rounded-2xl rounded-br-sm px-3 py-2 text-left text-sm ${mineClass} ${failed ? 'opacity-60' : 'opacity-80'}`}
      >
        {p.text ?? t('imageAlt')}
      </button>
      <span className={`mt-0.5 px-1 text-[10px] ${failed ? 'text-danger' : 'text-text-muted'}`}>
        {t(failed ? 'failed' : 'sending')}
      </span>
    </li>
  );
}
