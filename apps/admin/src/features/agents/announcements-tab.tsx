import { agentReportsContract } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** An announcement from the platform to every agent (their agent centre shows it); audited. */
export function AnnouncementsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const post = useMutation({
    mutationFn: () => call(agentReportsContract.operatorPostAnnouncement, { body: { title, body } }),
    onSuccess: () => {
      setTitle('');
      setBody('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    post.mutate();
  };
  return (
    <Card title={t('agents.announcements.title')}>
      <form onSubmit={submit} className="max-w-2xl space-y-3">
        <Field label={t('agents.announcements.subject')}>
          <Input value={title} maxLength={80} disabled={!canManage} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label={t('agents.announcements.body')}>
          <textarea
            className="h-40 rounded-md border border-slate-300 p-2 text-sm"
            value={body}
            maxLength={2000}
            disabled={!canManage}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        <ErrorText error={post.error} />
        {post.isSuccess && (
          <p className="text-sm text-emerald-700" data-testid="announcement-posted">
            {t('agents.announcements.posted', { title: post.data.title, at: dateTime(post.data.createdAt) })}
          </p>
        )}
        {canManage && (
          <Button type="submit" disabled={post.isPending}>
            {t('agents.announcements.post')}
          </Button>
        )}
      </form>
    </Card>
  );
}
