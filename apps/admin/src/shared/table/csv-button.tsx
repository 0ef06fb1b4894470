import type { Endpoint } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/controls';
import { ErrorText } from '../ui/error-text';
import { useServerCsv } from './use-server-csv';

/** The CSV button of a list without a filter toolbar (ListToolbar has its own): the server's file of every row. */
export function CsvButton({
  def,
  query,
  filename,
}: {
  def: Endpoint;
  query?: Record<string, unknown>;
  filename: string;
}) {
  const { t } = useTranslation();
  const csv = useServerCsv(def, query, filename);
  return (
    <div className="flex items-center justify-end gap-2">
      <ErrorText error={csv.error} />
      <Button variant="ghost" onClick={csv.onExport} disabled={csv.exporting}>
        {t('table.exportCsv')}
      </Button>
    </div>
  );
}
