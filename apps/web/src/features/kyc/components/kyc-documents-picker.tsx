import { UPLOAD_MAX_IMAGES } from '@app/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  files: File[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** Previews of the chosen document images and the picker (png/jpg, up to three). */
export function KycDocumentsPicker({ files, onPick, onRemove, disabled }: Props) {
  const { t } = useTranslation('memberCentre');
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );
  const full = files.length >= UPLOAD_MAX_IMAGES;
  return (
    <div className="flex flex-wrap gap-3" data-testid="kyc-documents">
      {files.map((f, i) => (
        <figure
          key={`${f.name}-${f.size}-${f.lastModified}`}
          data-testid="kyc-document-preview"
          className="relative size-24 overflow-hidden rounded-xl border border-border bg-surface-2"
        >
          <img src={urls[i]} alt={f.name} className="size-full object-cover" />
          <button
            type="button"
            data-testid="kyc-document-remove"
            onClick={() => onRemove(i)}
            disabled={disabled}
            aria-label={t('kyc.removeImage', { name: f.name })}
            className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 stroke-current stroke-[3]">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </figure>
      ))}
      {full ? null : (
        <label
          className={`grid size-24 cursor-pointer place-items-center rounded-xl border-2 border-dashed border-border text-text-muted transition-colors hover:border-primary hover:text-primary ${disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          <span className="flex flex-col items-center gap-1 text-xs font-medium">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current stroke-2">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 16 5-5 4 4 3-3 6 6" strokeLinejoin="round" />
              <circle cx="16" cy="9" r="1.5" />
            </svg>
            {files.length}/{UPLOAD_MAX_IMAGES}
          </span>
          <input
            type="file"
            data-testid="kyc-file-input"
            accept="image/png,image/jpeg"
            multiple
            disabled={disabled}
            className="sr-only"
            aria-label={t('kyc.addImages')}
            onChange={(e) => {
              onPick(Array.from(e.currentTarget.files ?? []));
              // Lets the same file be picked again after removing it.
              e.currentTarget.value = '';
            }}
          />
        </label>
      )}
    </div>
  );
}
