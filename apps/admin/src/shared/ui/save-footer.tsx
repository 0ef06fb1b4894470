import { useTranslation } from 'react-i18next';
import { Button } from './controls';
import { ErrorText } from './error-text';

/**
 * The end of a settings form: what the screen refused before sending (`invalid`), the server's error (`error`,
 * the save's own by default), Save for an operator who may change the settings, and "Saved" once saved.
 */
export function SaveFooter({
  canManage,
  save,
  invalid,
  error,
  className = '',
}: {
  canManage: boolean;
  save: { isPending: boolean; isSuccess: boolean; error: unknown };
  invalid?: string | null;
  error?: unknown;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col items-start gap-3 ${className}`}>
      {invalid && (
        <p role="alert" className="self-stretch rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {invalid}
        </p>
      )}
      <ErrorText error={error ?? save.error} />
      {canManage && (
        <Button type="submit" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      )}
      {save.isSuccess && <p role="status">{t('common.saved')}</p>}
    </div>
  );
}
