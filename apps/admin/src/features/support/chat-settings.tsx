import { supportChatOperatorContract as c } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { Card, Field, Input } from '../../shared/ui/controls';
import { SaveFooter } from '../../shared/ui/save-footer';

/** Where the site's chat entry leads: the built-in chat, or an outside chat service's address. */
export function ChatSettings({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canManage = me.permissions.includes('support.manage');
  const q = useQuery({ queryKey: ['support-settings'], queryFn: ({ signal }) => call(c.settings, { signal }) });
  const [external, setExternal] = useState(false);
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (q.data) {
      setExternal(q.data.mode === 'external');
      setUrl(q.data.externalUrl ?? '');
    }
  }, [q.data]);
  const save = useMutation({
    mutationFn: () => call(c.updateSettings, { body: { externalUrl: external ? url.trim() : null } }),
    onSuccess: (v) => qc.setQueryData(['support-settings'], v),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Card title={t('support.settings.title')}>
      <form onSubmit={submit} className="grid max-w-xl gap-3">
        {(['builtin', 'external'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="mode"
              checked={external === (m === 'external')}
              disabled={!canManage}
              onChange={() => setExternal(m === 'external')}
            />
            {t(`support.settings.${m}`)}
          </label>
        ))}
        {external && (
          <Field label={t('support.settings.url')}>
            <Input value={url} disabled={!canManage} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
          </Field>
        )}
        <SaveFooter canManage={canManage} save={save} error={q.error ?? save.error} />
      </form>
    </Card>
  );
}
