import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';

/** The translated message of a failed call (its stable code), or nothing. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : 'internal_error';
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {t(`errors.${code}`, { defaultValue: t('errors.internal_error') })}
    </p>
  );
}
