import { backofficeContract, type OperatorRole, OperatorRoles } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Input, PageTitle, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { RolesMatrix } from './roles-matrix';

/** Operators: their role, status and two-factor state; create, change role, disable, reset TOTP. */
export function OperatorsPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canManage = me.permissions.includes('operators.manage');
  const list = useQuery({
    queryKey: ['operators'],
    queryFn: ({ signal }) => call(backofficeContract.operators, { signal }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['operators'] });
  const update = useMutation({
    mutationFn: (v: { id: number; role?: OperatorRole; status?: 'active' | 'disabled' }) =>
      call(backofficeContract.updateOperator, {
        params: { id: String(v.id) },
        body: { role: v.role, status: v.status },
      }),
    onSettled: refresh,
  });
  const reset = useMutation({
    mutationFn: (id: number) => call(backofficeContract.resetOperatorTotp, { params: { id: String(id) } }),
    onSettled: refresh,
  });
  // Only owners grant or touch the owner role (the server refuses it too).
  const roles = OperatorRoles.filter((r) => r !== 'owner' || me.role === 'owner');
  return (
    <div className="space-y-6">
      <PageTitle>{t('operators.title')}</PageTitle>
      {canManage && <CreateOperator roles={roles} onDone={refresh} />}
      <Card title={t('operators.list')}>
        <ErrorText error={list.error ?? update.error ?? reset.error} />
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-slate-500">
              <tr>
                <th className="py-2 pr-3">{t('operators.username')}</th>
                <th className="py-2 pr-3">{t('operators.role')}</th>
                <th className="py-2 pr-3">{t('operators.status')}</th>
                <th className="py-2 pr-3">{t('operators.totp')}</th>
                <th className="py-2 pr-3">{t('operators.lastLogin')}</th>
                {canManage && <th className="py-2">{t('operators.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.data?.items.map((op) => {
                const locked = !canManage || (op.role === 'owner' && me.role !== 'owner');
                return (
                  <tr key={op.id} className="border-b last:border-0">
                    <td className="py-2 pr-3 font-medium">{op.username}</td>
                    <td className="py-2 pr-3">
                      {locked ? (
                        t(`roles.${op.role}`)
                      ) : (
                        <Select
                          aria-label={t('operators.role')}
                          value={op.role}
                          onChange={(e) => update.mutate({ id: op.id, role: e.target.value as OperatorRole })}
                        >
                          {roles.map((r) => (
                            <option key={r} value={r}>
                              {t(`roles.${r}`)}
                            </option>
                          ))}
                        </Select>
                      )}
                    </td>
                    <td className="py-2 pr-3">{t(`operators.statuses.${op.status}`)}</td>
                    <td className="py-2 pr-3">{op.totpEnrolled ? t('operators.totpOn') : t('operators.totpOff')}</td>
                    <td className="py-2 pr-3">{op.lastLoginAt ? dateTime(op.lastLoginAt) : '—'}</td>
                    {canManage && (
                      <td className="flex gap-2 py-2">
                        <Button
                          variant={op.status === 'active' ? 'danger' : 'ghost'}
                          disabled={locked || op.id === me.id}
                          onClick={() =>
                            update.mutate({ id: op.id, status: op.status === 'active' ? 'disabled' : 'active' })
                          }
                        >
                          {op.status === 'active' ? t('operators.disable') : t('operators.enable')}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={locked || !op.totpEnrolled}
                          onClick={() => window.confirm(t('operators.resetConfirm')) && reset.mutate(op.id)}
                        >
                          {t('operators.resetTotp')}
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>
      <RolesMatrix />
    </div>
  );
}

function CreateOperator({ roles, onDone }: { roles: OperatorRole[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('read_only');
  const create = useMutation({
    mutationFn: () => call(backofficeContract.createOperator, { body: { username, password, role } }),
    onSuccess: () => {
      setUsername('');
      setPassword('');
      onDone();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <Card title={t('operators.create')}>
      <form onSubmit={submit} className="grid grid-cols-4 items-end gap-3 max-lg:grid-cols-2">
        <Field label={t('operators.username')}>
          <Input value={username} required onChange={(e) => setUsername(e.target.value)} />
        </Field>
        <Field label={t('operators.password')}>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            required
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label={t('operators.role')}>
          <Select value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {t('operators.createSubmit')}
        </Button>
      </form>
      <div className="mt-3">
        <ErrorText error={create.error} />
      </div>
    </Card>
  );
}
