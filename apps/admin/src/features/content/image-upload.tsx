import { backofficeContentImagesContract as c, ErrorEnvelopeSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, operatorFetch } from '../../shared/api/client';
import { ErrorText } from '../../shared/ui/error-text';

/** Sends one image file; answers the address the server stored it at. */
async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const res = await operatorFetch(c.upload.path, { method: 'POST', body });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok || (json as { success?: boolean } | null)?.success !== true) {
    const parsed = ErrorEnvelopeSchema.safeParse(json);
    throw parsed.success
      ? new ApiError(parsed.data.code, res.status, parsed.data.message, parsed.data.details)
      : new ApiError('internal_error', res.status, 'Upload failed');
  }
  return c.upload.response.parse((json as { value: unknown }).value).url;
}

/** A file picker that uploads a png or jpg at once and puts its address into the field beside it. */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: onUploaded });
  return (
    <div className="text-sm">
      <label className="inline-flex cursor-pointer items-center gap-2 text-brand">
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          aria-label={label}
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <span className="underline">{upload.isPending ? t('content.uploading') : label}</span>
      </label>
      <ErrorText error={upload.error} />
    </div>
  );
}
