import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportChat } from '../hooks/use-support-chat';
import { ChatBubble, PendingBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';

/** The signed-in player's conversation: state line, history, live marks and the composer. */
export function ChatPanel({ token }: { token: string }) {
  const { t } = useTranslation(['supportChat', 'errors']);
  const chat = useSupportChat(token);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

  // Keep the newest message in view unless the player scrolled up to read older ones.
  const count = chat.messages.length + chat.pending.length + (chat.operatorTyping ? 1 : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new row is the trigger, not a value read inside
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [count]);

  const conv = chat.conversation;
  const agent = [...chat.messages].reverse().find((m) => m.sender === 'operator')?.operatorName;
  const stateLine = !conv
    ? t('state.new')
    : conv.state === 'assigned'
      ? agent
        ? t('state.assigned', { name: agent })
        : t('state.assignedNoName')
      : t(`state.${conv.state}`);
  const lastMine = [...chat.messages].reverse().find((m) => m.sender === 'player');
  const errorCode = chat.loadError ?? chat.conversationError;

  if (errorCode && !chat.loaded) {
    return (
      <div
        className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center"
        data-testid="support-chat-error"
      >
        <p className="text-sm text-text">{t(`errors:${errorCode}`, { defaultValue: t('loadError') })}</p>
        {errorCode !== 'support_chat_real_account_required' ? (
          <button type="button" onClick={() => void chat.reload()} className="text-sm font-semibold text-primary">
            {t('retry')}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <p
        data-testid="support-chat-state"
        className="border-border border-b bg-primary-soft px-4 py-1.5 text-xs text-primary"
      >
        {stateLine}
        {!chat.live ? <span className="ml-2 text-text-muted">· {t('offline')}</span> : null}
      </p>
      <ol
        ref={list}
        data-testid="support-chat-messages"
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-3"
      >
        {chat.hasMore ? (
          <li className="self-center">
            <button type="button" onClick={() => void chat.loadOlder()} className="text-xs font-semibold text-primary">
              {t('older')}
            </button>
          </li>
        ) : null}
        {chat.loaded && chat.messages.length === 0 && chat.pending.length === 0 ? (
          <li className="m-auto max-w-xs text-center text-sm text-text-muted">{t('empty')}</li>
        ) : null}
        {chat.messages.map((m) => (
          <ChatBubble
            key={m.id}
            message={m}
            token={token}
            mark={m === lastMine ? (m.id <= chat.operatorReadId ? 'seen' : 'sent') : null}
          />
        ))}
        {chat.pending.map((p) => (
          <PendingBubble key={p.clientKey} pending={p} onRetry={() => void chat.retry(p)} />
        ))}
        {chat.operatorTyping ? (
          <li data-testid="support-chat-typing" className="mr-auto text-xs italic text-text-muted">
            {t('typing')}
          </li>
        ) : null}
      </ol>
      {problem ? (
        <p role="alert" data-testid="support-chat-problem" className="px-4 pb-1 text-xs text-danger">
          {t(problem.startsWith('image') ? problem : `errors:${problem}`, { defaultValue: t('loadError') })}
        </p>
      ) : null}
      <ChatComposer
        onSend={(text) => {
          setProblem(null);
          stick.current = true;
          void chat.send(text).then((code) => setProblem(code));
        }}
        onImage={(file) => {
          stick.current = true;
          void chat.sendFile(file).then((code) => setProblem(code));
        }}
        onTyping={chat.typing}
        onProblem={setProblem}
      />
    </>
  );
}
