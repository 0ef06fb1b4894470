import { backofficeContract, OperatorPermissions } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Card } from '../../shared/ui/controls';

/** What each role may do (the server's table, GET /wps/operator/roles). */
export function RolesMatrix() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['roles'], queryFn: ({ signal }) => call(backofficeContract.roles, { signal }) });
  if (!q.data) return null;
  return (
    <Card title={t('operators.matrix')}>
      <div className="overflow-x-auto">
        <table className="text-xs">
          <thead>
            <tr>
              <th className="py-1 pr-3 text-left text-slate-500">{t('operators.permission')}</th>
              {q.data.roles.map((r) => (
                <th key={r.role} className="px-2 py-1">
                  {t(`roles.${r.role}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {OperatorPermissions.filter((p) => p !== 'self').map((p) => (
              <tr key={p} className="border-t">
                <td className="py-1 pr-3 font-mono">{p}</td>
                {q.data.roles.map((r) => (
                  <td key={r.role} className="px-2 py-1 text-center">
                    {r.permissions.includes(p) ? '✓' : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
