import { UPLOAD_MAX_IMAGES } from '@app/contracts';
import { useEffect, useMemo } from 'react';
import type { PickedImages } from '../media/use-picked-images';

/** The journeys' handles on a picker: its list, each preview, each remove button, the file input, each note. */
export interface ImagePickerTestIds {
  list: string;
  preview?: string;
  remove: string;
  input: string;
  note: string;
}

interface ImagePickerProps {
  /** The form's images (usePickedImages): what is chosen, and the notes on what the last pick refused. */
  images: PickedImages;
  disabled?: boolean;
  /** Thumbnail size: `sm` beside a short form (feedback), `md` where the image is what is judged (documents). */
  size?: 'sm' | 'md';
  /** Accessible names, in the form's own words. */
  labels: { add: string; remove: (name: string) => string };
  /** The id of the heading that names the images (the group's accessible name). */
  labelledBy?: string;
  testIds: ImagePickerTestIds;
}

const SIZES = {
  sm: { box: 'size-20', remove: 'size-6', caption: 'text-[11px]' },
  md: { box: 'size-24', remove: 'size-7', caption: 'text-xs' },
} as const;

/**
 * Previews of the chosen images, each with its remove button, the picker (png/jpg, up to three), and a note for
 * each file the last pick refused.
 */
export function ImagePicker({ images, disabled, size = 'md', labels, labelledBy, testIds }: ImagePickerProps) {
  const { files, notes } = images;
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );
  const s = SIZES[size];
  const full = files.length >= UPLOAD_MAX_IMAGES;
  return (
    <>
      <fieldset aria-labelledby={labelledBy} className="flex min-w-0 flex-wrap gap-3" data-testid={testIds.list}>
        {files.map((f, i) => (
          <figure
            key={`${f.name}-${f.size}-${f.lastModified}`}
            data-testid={testIds.preview}
            className={`relative ${s.box} overflow-hidden rounded-xl border border-border bg-surface-2`}
          >
            <img src={urls[i]} alt={f.name} className="size-full object-cover" />
            <button
              type="button"
              data-testid={testIds.remove}
              onClick={() => images.remove(i)}
              disabled={disabled}
              aria-label={labels.remove(f.name)}
              className={`absolute top-1 right-1 grid ${s.remove} place-items-center rounded-full bg-black/60 text-white hover:bg-black/80`}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 stroke-current stroke-[3]">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </button>
          </figure>
        ))}
        {full ? null : (
          <label
            className={`grid ${s.box} cursor-pointer place-items-center rounded-xl border-2 border-dashed border-border text-text-muted transition-colors hover:border-primary hover:text-primary ${disabled ? 'pointer-events-none opacity-50' : ''}`}
          >
            <span className={`flex flex-col items-center gap-1 ${s.caption} font-medium`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current stroke-2">
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="m3 16 5-5 4 4 3-3 6 6" strokeLinejoin="round" />
                <circle cx="16" cy="9" r="1.5" />
              </svg>
              {files.length}/{UPLOAD_MAX_IMAGES}
            </span>
            <input
              type="file"
              data-testid={testIds.input}
              accept="image/png,image/jpeg"
              multiple
              disabled={disabled}
              className="sr-only"
              aria-label={labels.add}
              onChange={(e) => {
                void images.pick(Array.from(e.currentTarget.files ?? []));
                // Lets the same file be picked again after removing it.
                e.currentTarget.value = '';
              }}
            />
          </label>
        )}
      </fieldset>
      {notes.map((n) => (
        <p key={n} className="text-xs text-danger" data-testid={testIds.note}>
          {n}
        </p>
      ))}
    </>
  );
}
