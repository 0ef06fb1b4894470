import { WITHDRAWAL_PROOF_MAX_IMAGES } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickedImages } from '../../../shared/media/use-picked-images';
import { ImagePicker } from '../../../shared/ui/image-picker';
import { walletErrorText } from '../components/wallet-error';
import { walletInputClass, walletSecondaryButtonClass } from '../components/wallet-styles';
import { reportNotReceived } from './api/report-not-received';
import { useWithdrawRefresh } from './use-withdraw-events';

/** Remark length of spec §5/§9. */
const NOTE_MAX = 140;

/**
 * "Not received": a short note and 1–3 proof images (png/jpg, 5 MB each, spec §5), checked by content here
 * first, as the feedback and identity-document forms check theirs, and again on the server. The operator then
 * resolves the report.
 */
export function NotReceivedForm({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const refresh = useWithdrawRefresh();
  const noteId = useId();
  const imagesId = useId();
  const [note, setNote] = useState('');
  const images = usePickedImages((r) => t(`withdraw.proof.imageErrors.${r.reason}`, r));
  // Sent without an image: said until one is chosen.
  const [triedEmpty, setTriedEmpty] = useState(false);
  const missing = triedEmpty && images.files.length === 0;
  const send = useMutation({
    mutationFn: () => reportNotReceived(id, note.trim(), images.files),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTriedEmpty(images.files.length === 0);
    if (images.files.length > 0) send.mutate();
  };
  return (
    <form noValidate onSubmit={submit} data-testid={`not-received-form-${id}`} className="mt-2 flex flex-col gap-2">
      <label htmlFor={noteId} className="text-xs font-semibold text-text">
        {t('withdraw.proof.note')}
      </label>
      <textarea
        id={noteId}
        data-testid="not-received-note"
        maxLength={NOTE_MAX}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        className={`${walletInputClass} h-auto py-2`}
      />
      <span id={imagesId} className="text-xs font-semibold text-text">
        {t('withdraw.proof.images')}
      </span>
      <p className="text-xs text-text-muted">{t('withdraw.proof.rule', { max: WITHDRAWAL_PROOF_MAX_IMAGES })}</p>
      <ImagePicker
        images={images}
        labelledBy={imagesId}
        disabled={send.isPending}
        size="sm"
        labels={{ add: t('withdraw.proof.images'), remove: (name) => t('withdraw.proof.removeImage', { name }) }}
        testIds={{
          list: 'not-received-proofs',
          remove: 'not-received-image-remove',
          input: 'not-received-images',
          note: 'not-received-image-error',
        }}
      />
      {missing || send.isError ? (
        <p role="alert" data-testid="not-received-error" className="text-xs text-danger">
          {missing ? t('withdraw.proof.missing') : walletErrorText(t, send.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="submit"
          data-testid="not-received-submit"
          disabled={send.isPending}
          className="h-9 rounded-lg bg-danger px-3 text-xs font-bold text-white disabled:opacity-60"
        >
          {t('withdraw.proof.send')}
        </button>
        <button type="button" onClick={onClose} className={`${walletSecondaryButtonClass} h-9 text-xs`}>
          {t('withdraw.proof.cancel')}
        </button>
      </div>
    </form>
  );
}
