import { contentContract, FEEDBACK_MAX_IMAGE_BYTES, FeedbackFieldsSchema, FeedbackQuestionTypes } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../../shared/api/client';
import { usePickedImages } from '../../../shared/media/use-picked-images';
import { ImagePicker } from '../../../shared/ui/image-picker';
import { showDialog } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';

const MAX_CONTENT = 140;
type QuestionType = (typeof FeedbackQuestionTypes)[number];

const field =
  'w-full rounded-xl border border-border bg-surface px-3 py-2.5 text-sm text-text outline-none transition-colors focus:border-primary focus:ring-2 focus:ring-primary/20';

/** Feedback form: PUT /wps/feedback as multipart (question type, content, up to 3 images). */
export function FeedbackForm() {
  const { t } = useTranslation('help');
  const ids = { type: useId(), content: useId(), images: useId() };
  const [questionType, setQuestionType] = useState<QuestionType | ''>('');
  const [content, setContent] = useState('');
  const images = usePickedImages((r) => t(`feedback.imageErrors.${r.reason}`, r));
  const [invalid, setInvalid] = useState(false);

  const send = useMutation({
    mutationFn: (form: FormData) => request(contentContract.feedback, { body: form }),
    onSuccess: () => {
      setQuestionType('');
      setContent('');
      images.clear();
      setInvalid(false);
      showDialog({
        icon: 'success',
        title: t('feedback.sentTitle'),
        message: t('feedback.sent'),
        testId: 'feedback-sent',
      });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = FeedbackFieldsSchema.safeParse({ questionType, content });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    const form = new FormData();
    form.set('questionType', parsed.data.questionType);
    form.set('content', parsed.data.content);
    for (const f of images.files) form.append('images', f, f.name);
    send.mutate(form);
  };

  const errorCode = send.error instanceof ApiError ? send.error.code : send.error ? 'unknown' : null;
  const busy = send.isPending;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="feedback-form" className="flex flex-col gap-5">
      <div>
        <h2 className="text-xl font-bold">{t('feedback.title')}</h2>
        <p className="mt-1 text-sm text-text-muted">{t('feedback.intro')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.type} className="text-sm font-semibold">
          {t('feedback.type')}
        </label>
        <select
          id={ids.type}
          data-testid="feedback-type"
          value={questionType}
          disabled={busy}
          onChange={(e) => setQuestionType(e.target.value as QuestionType)}
          aria-invalid={invalid && !questionType}
          className={field}
        >
          <option value="" disabled>
            {t('feedback.typePlaceholder')}
          </option>
          {FeedbackQuestionTypes.map((q) => (
            <option key={q} value={q}>
              {t(`feedback.types.${q}`)}
            </option>
          ))}
        </select>
        {invalid && !questionType ? <p className="text-xs text-danger">{t('feedback.typeRequired')}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.content} className="text-sm font-semibold">
          {t('feedback.content')}
        </label>
        <div className="relative">
          <textarea
            id={ids.content}
            data-testid="feedback-content"
            value={content}
            maxLength={MAX_CONTENT}
            rows={5}
            disabled={busy}
            placeholder={t('feedback.contentPlaceholder')}
            aria-invalid={invalid && !content.trim()}
            onChange={(e) => setContent(e.target.value.slice(0, MAX_CONTENT))}
            className={`${field} resize-none pb-7`}
          />
          <span
            data-testid="feedback-counter"
            aria-live="polite"
            className={`tabular absolute right-3 bottom-2 text-xs ${content.length >= MAX_CONTENT ? 'font-semibold text-danger' : 'text-text-muted'}`}
          >
            {content.length}/{MAX_CONTENT}
          </span>
        </div>
        {invalid && !content.trim() ? <p className="text-xs text-danger">{t('feedback.contentRequired')}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={ids.images} className="text-sm font-semibold">
          {t('feedback.images')}
        </span>
        <p className="text-xs text-text-muted">
          {t('feedback.imagesHint', { mb: FEEDBACK_MAX_IMAGE_BYTES / 1024 / 1024 })}
        </p>
        <ImagePicker
          images={images}
          labelledBy={ids.images}
          disabled={busy}
          size="sm"
          labels={{ add: t('feedback.addImages'), remove: (name) => t('feedback.removeImage', { name }) }}
          testIds={{
            list: 'feedback-images',
            remove: 'feedback-image-remove',
            input: 'feedback-file-input',
            note: 'feedback-image-error',
          }}
        />
      </div>
      {errorCode ? (
        <p role="alert" data-testid="feedback-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {t(`errors:${errorCode}`, { defaultValue: t('errors:unknown') })}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="feedback-submit"
        disabled={busy}
        className="inline-flex h-11 items-center justify-center gap-2 self-start rounded-xl bg-primary px-8 text-sm font-bold text-white shadow-sm transition-colors hover:bg-primary-strong disabled:opacity-60"
      >
        {busy ? <Spinner size="sm" className="[&>span]:border-white/40 [&>span]:border-t-white" /> : null}
        {busy ? t('feedback.sending') : t('feedback.submit')}
      </button>
    </form>
  );
}
