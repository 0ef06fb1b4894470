import { SUPPORT_CHAT_MAX_TEXT } from '@app/contracts';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedImageOf } from '../../../shared/media/picked-images';
import { imageProblem } from '../lib/chat-list';

/**
 * Text box, send button and image picker. Enter sends (Shift+Enter: a new line); a picked file is checked
 * against the spec's limits, by content, before it is sent (the server checks again).
 */
export function ChatComposer(props: {
  onSend: (text: string) => void;
  onImage: (file: File) => void;
  onTyping: () => void;
  onProblem: (key: string | null) => void;
}) {
  const { t } = useTranslation('supportChat');
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const value = text.trim();
    if (!value) return;
    props.onSend(value);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = imageProblem(await pickedImageOf(file));
    props.onProblem(problem);
    if (!problem) props.onImage(file);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-border border-t bg-surface p-2">
      <button
        type="button"
        aria-label={t('attach')}
        title={t('attach')}
        onClick={() => fileInput.current?.click()}
        className="grid size-10 shrink-0 place-items-center rounded-full text-text-muted hover:bg-surface-2 hover:text-primary"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.5" />
          <path d="m21 16-5-5-8 8" strokeLinejoin="round" />
        </svg>
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        className="hidden"
        data-testid="support-chat-file"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <textarea
        data-testid="support-chat-input"
        aria-label={t('placeholder')}
        placeholder={t('placeholder')}
        value={text}
        rows={1}
        maxLength={SUPPORT_CHAT_MAX_TEXT}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim()) props.onTyping();
        }}
        onKeyDown={onKeyDown}
        className="max-h-28 min-h-10 flex-1 resize-none rounded-2xl border border-border bg-surface-2 px-3 py-2 text-sm text-text outline-none focus:border-primary"
      />
      <button
        type="submit"
        data-testid="support-chat-send"
        disabled={!text.trim()}
        className="h-10 shrink-0 rounded-full bg-primary px-4 text-sm font-semibold text-white disabled:opacity-50"
      >
        {t('send')}
      </button>
    </form>
  );
}
