import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { ErrorText } from '../../shared/ui/error-text';

/** The field paths an invalid_input answer names ("title.vi", "allowIps.2"). */
export function failedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((d) =>
    d && typeof d === 'object' && typeof (d as { path?: unknown }).path === 'string'
      ? [(d as { path: string }).path]
      : [],
  );
}

/**
 * A failed save: the translated code, then each field the server refused, by its label in the operator's
 * language (the path's first part names the field; a list index or language follows).
 */
export function SaveError({ error, labelOf }: { error: unknown; labelOf: (field: string) => string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const fields = [...new Set(failedFields(error))];
  return (
    <div className="space-y-1">
      <ErrorText error={error} />
      {fields.length > 0 && (
        <ul data-testid="failed-fields" className="list-disc pl-5 text-sm text-red-700">
          {fields.map((path) => {
            const [head, ...rest] = path.split('.');
            const label = labelOf(head ?? path);
            return (
              <li key={path}>
                {t('content.invalidField', { field: rest.length ? `${label} (${rest.join('.')})` : label })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
