import {
  KYC_REQUEST_LEVELS,
  type KycLevel,
  KycRequestFieldsSchema,
  type KycRequestLevel,
  kycLevelAtLeast,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_IMAGES,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { usePickedImages } from '../../../shared/media/use-picked-images';
import { ImagePicker } from '../../../shared/ui/image-picker';
import { kycKeys, submitKycRequest } from '../api';
import { isAdult } from '../lib/document-check';

type Field = 'fullName' | 'dateOfBirth' | 'idNumber' | 'images';

const input =
  'w-full rounded-xl border border-border bg-surface px-3 py-2.5 text-sm text-text outline-none transition-colors focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * The request for a higher level: identity details and 1–3 document images, checked here as the server
 * checks them (type by content, 5 MB, three images, 18+) so the player learns before uploading.
 */
export function KycRequestForm({
  level,
  dateOfBirth,
  last,
}: {
  level: KycLevel;
  dateOfBirth: string | null;
  /** The latest request's details (a new request after a rejection starts from them). */
  last: { fullName: string; dateOfBirth: string; idNumber: string } | null;
}) {
  const { t } = useTranslation(['memberCentre', 'errors']);
  const client = useQueryClient();
  const ids = { level: useId(), name: useId(), dob: useId(), idNumber: useId(), images: useId() };
  const offered = KYC_REQUEST_LEVELS.filter((l) => !kycLevelAtLeast(level, l));
  const [wanted, setWanted] = useState<KycRequestLevel>(offered[0] ?? 'full');
  const [values, setValues] = useState({
    fullName: last?.fullName ?? '',
    dateOfBirth: last?.dateOfBirth ?? dateOfBirth ?? '',
    idNumber: last?.idNumber ?? '',
  });
  const images = usePickedImages((r) => t(`kyc.imageErrors.${r.reason}`, r));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const send = useMutation({
    mutationFn: () => submitKycRequest({ level: wanted, ...values }, images.files),
    onSuccess: () => {
      images.clear();
      void client.invalidateQueries({ queryKey: kycKeys.all });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const parsed = KycRequestFieldsSchema.safeParse({ level: wanted, ...values });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (field !== 'images') found[field] = t(`kyc.problem.${field}`);
      }
    } else if (!isAdult(values.dateOfBirth, new Date())) found.dateOfBirth = t('errors:kyc_under_age');
    if (images.files.length === 0) found.images = t('errors:kyc_documents_required');
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate();
  };

  const busy = send.isPending;
  const text = (name: 'fullName' | 'idNumber', id: string, label: string, extra: Record<string, string> = {}) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <input
        id={id}
        data-testid={`kyc-${name}`}
        value={values[name]}
        disabled={busy}
        aria-invalid={!!problems[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        className={input}
        {...extra}
      />
      {problems[name] ? <p className="text-xs text-danger">{problems[name]}</p> : null}
    </div>
  );
  return (
    <form noValidate onSubmit={submit} data-testid="kyc-form" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.level} className="text-sm font-semibold text-text">
          {t('kyc.requestLevel')}
        </label>
        <select
          id={ids.level}
          data-testid="kyc-level-select"
          value={wanted}
          disabled={busy}
          onChange={(e) => setWanted(e.target.value as KycRequestLevel)}
          className={input}
        >
          {offered.map((l) => (
            <option key={l} value={l}>
              {t(`kyc.levels.${l}`)}
            </option>
          ))}
        </select>
        <p className="text-xs text-text-muted">{t(`kyc.needs.${wanted}`)}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('fullName', ids.name, t('kyc.fullName'), { autoComplete: 'name', maxLength: '100' })}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.dob} className="text-sm font-semibold text-text">
            {t('kyc.dateOfBirth')}
          </label>
          <input
            id={ids.dob}
            type="date"
            data-testid="kyc-dateOfBirth"
            value={values.dateOfBirth}
            disabled={busy}
            aria-invalid={!!problems.dateOfBirth}
            onChange={(e) => setValues((v) => ({ ...v, dateOfBirth: e.target.value }))}
            className={input}
          />
          {problems.dateOfBirth ? <p className="text-xs text-danger">{problems.dateOfBirth}</p> : null}
        </div>
        {text('idNumber', ids.idNumber, t('kyc.idNumber'), { autoComplete: 'off', maxLength: '20' })}
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={ids.images} className="text-sm font-semibold text-text">
          {t('kyc.documents')}
        </span>
        <p className="text-xs text-text-muted">
          {t('kyc.documentsHint', { mb: UPLOAD_MAX_IMAGE_BYTES / 1024 / 1024, max: UPLOAD_MAX_IMAGES })}
        </p>
        <ImagePicker
          images={images}
          labelledBy={ids.images}
          disabled={busy}
          labels={{ add: t('kyc.addImages'), remove: (name) => t('kyc.removeImage', { name }) }}
          testIds={{
            list: 'kyc-documents',
            preview: 'kyc-document-preview',
            remove: 'kyc-document-remove',
            input: 'kyc-file-input',
            note: 'kyc-image-error',
          }}
        />
        {problems.images ? <p className="text-xs text-danger">{problems.images}</p> : null}
      </div>
      {send.isError ? (
        <p role="alert" data-testid="kyc-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {apiErrorText(t, send.error)}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="kyc-submit"
        disabled={busy}
        className="inline-flex h-11 items-center justify-center self-start rounded-xl bg-primary px-6 text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-60"
      >
        {busy ? t('kyc.sending') : t('kyc.submit')}
      </button>
    </form>
  );
}
