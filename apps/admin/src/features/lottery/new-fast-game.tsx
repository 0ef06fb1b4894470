import { lotteryContract } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

const blank = {
  code: '',
  layout: 'north' as 'north' | 'south',
  vi: '',
  en: '',
  intervalSeconds: '300',
  lockSeconds: '10',
};
const int = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : Number.NaN);

/** Adds a fast lottery game with another interval (drawn by the house, provably fair); audited by the server. */
export function NewFastGame() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [f, setF] = useState(blank);
  const create = useMutation({
    mutationFn: () =>
      call(lotteryContract.opCreateGame, {
        body: {
          code: f.code.trim(),
          layout: f.layout,
          name: { vi: f.vi.trim(), en: f.en.trim() },
          intervalSeconds: int(f.intervalSeconds),
          lockSeconds: int(f.lockSeconds),
        },
      }),
    onSuccess: () => {
      setF(blank);
      void qc.invalidateQueries({ queryKey: ['lottery-games'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const input = (key: 'code' | 'vi' | 'en' | 'intervalSeconds' | 'lockSeconds') => (
    <Field label={t(`lottery.newGame.${key}`)}>
      <Input value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
    </Field>
  );
  return (
    <Card title={t('lottery.newGame.title')}>
      <form onSubmit={submit} className="space-y-3">
        <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-2">
          {input('code')}
          {input('vi')}
          {input('en')}
          <Field label={t('lottery.newGame.layout')}>
            <Select value={f.layout} onChange={(e) => setF({ ...f, layout: e.target.value as 'north' | 'south' })}>
              <option value="north">{t('lottery.newGame.layouts.north')}</option>
              <option value="south">{t('lottery.newGame.layouts.south')}</option>
            </Select>
          </Field>
          {input('intervalSeconds')}
          {input('lockSeconds')}
        </div>
        <ErrorText error={create.error} />
        {create.isSuccess && <p className="text-sm text-emerald-700">{t('lottery.newGame.created')}</p>}
        <Button type="submit" disabled={create.isPending}>
          {t('lottery.newGame.submit')}
        </Button>
      </form>
    </Card>
  );
}
