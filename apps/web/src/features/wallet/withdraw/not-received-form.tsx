import { WITHDRAWAL_PROOF_MAX_IMAGES } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletErrorText } from '../components/wallet-error';
import { walletInputClass, walletSecondaryButtonClass } from '../components/wallet-styles';
import { reportNotReceived } from './api/report-not-received';
import { proofProblem } from './proof-files';
import { useWithdrawRefresh } from './use-withdraw-events';

/** Remark length of spec §5/§9. */
const NOTE_MAX = 140;

/**
 * "Not received": a short note and 1–3 proof images (png/jpg, 5 MB each, spec §5), checked here first
 * and by content on the server. The operator then resolves the report.
 */
export function NotReceivedForm({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const refresh = useWithdrawRefresh();
  const noteId = useId();
  const filesId = useId();
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => reportNotReceived(id, note.trim(), files),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = proofProblem(files);
    if (found) return setProblem(t(`withdraw.proof.problem.${found}`, { max: WITHDRAWAL_PROOF_MAX_IMAGES }));
    setProblem(null);
    send.mutate();
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
      <label htmlFor={filesId} className="text-xs font-semibold text-text">
        {t('withdraw.proof.images')}
      </label>
      <input
        id={filesId}
        data-testid="not-received-images"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={(e) => {
          setFiles(Array.from(e.target.files ?? []));
          setProblem(null);
        }}
        className="text-xs text-text-muted"
      />
      <p className="text-xs text-text-muted">{t('withdraw.proof.rule', { max: WITHDRAWAL_PROOF_MAX_IMAGES })}</p>
      {problem || send.isError ? (
        <p role="alert" data-testid="not-received-error" className="text-xs text-danger">
          {problem ?? walletErrorText(t, send.error)}
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
