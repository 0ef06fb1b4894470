import { type InboxAudience, type InboxSend, inboxContract } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intsOf, wordsOf } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { count } from '../../shared/format';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

type Kind = InboxAudience['kind'];
const KINDS: Kind[] = ['members', 'vip', 'label', 'team', 'all'];

/** The audience typed by the operator → the contract's audience, or null when the list is empty or malformed. */
function audienceOf(kind: Kind, text: string): InboxAudience | null {
  switch (kind) {
    case 'members': {
      const accounts = wordsOf(text.replace(/\s+/g, ','));
      return accounts.length ? { kind, accounts } : null;
    }
    case 'vip': {
      const ranks = intsOf(text);
      return ranks?.length ? { kind, ranks } : null;
    }
    case 'label': {
      const labels = wordsOf(text);
      return labels.length ? { kind, labels } : null;
    }
    case 'team':
      return text.trim() ? { kind, agent: text.trim() } : null;
    case 'all':
      return { kind };
  }
}

/** A message in Vietnamese and English to a segment; marketing ones skip players in a time-out or exclusion. */
export function SendForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [kind, setKind] = useState<Kind>('members');
  const [who, setWho] = useState('');
  const [marketing, setMarketing] = useState(false);
  const [format, setFormat] = useState<'text' | 'html'>('text');
  const [title, setTitle] = useState({ vi: '', en: '' });
  const [body, setBody] = useState({ vi: '', en: '' });
  const [bad, setBad] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const send = useMutation({
    mutationFn: (b: InboxSend) => call(inboxContract.operatorSend, { body: b }),
    onSuccess: async () => {
      setTitle({ vi: '', en: '' });
      setBody({ vi: '', en: '' });
      setConfirmAll(false);
      await qc.invalidateQueries({ queryKey: ['inbox-sent'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const audience = audienceOf(kind, who);
    if (!audience) return setBad(t(`inbox.whoHint.${kind}`));
    for (const l of ['vi', 'en'] as const) {
      if (!title[l].trim()) return setBad(t('inbox.needTitle', { lang: l }));
      if (!body[l].trim()) return setBad(t('inbox.needBody', { lang: l }));
    }
    if (kind === 'all' && !confirmAll) return setBad(t('inbox.confirmAllFirst'));
    setBad(null);
    send.mutate({
      audience,
      marketing,
      format,
      title: { vi: title.vi.trim(), en: title.en.trim() },
      body: { vi: body.vi, en: body.en },
    });
  };
  const area = 'rounded-md border border-slate-300 px-3 py-2 text-sm';
  return (
    <Card title={t('inbox.new')}>
      <form onSubmit={submit} className="space-y-3" data-testid="inbox-send">
        <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-2">
          <Field label={t('inbox.audience')}>
            <Select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`inbox.audiences.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          {kind !== 'all' && (
            <Field label={t(`inbox.whoHint.${kind}`)}>
              <Input value={who} onChange={(e) => setWho(e.target.value)} />
            </Field>
          )}
          <Field label={t('inbox.format')}>
            <Select value={format} onChange={(e) => setFormat(e.target.value as 'text' | 'html')}>
              <option value="text">{t('inbox.formats.text')}</option>
              <option value="html">{t('inbox.formats.html')}</option>
            </Select>
          </Field>
        </div>
        <div className="grid grid-cols-2 gap-3 max-lg:grid-cols-1">
          {(['vi', 'en'] as const).map((l) => (
            <div key={l} className="space-y-2">
              <Field label={t('inbox.titleIn', { lang: l })}>
                <Input value={title[l]} maxLength={120} onChange={(e) => setTitle({ ...title, [l]: e.target.value })} />
              </Field>
              <Field label={t('inbox.bodyIn', { lang: l })}>
                <textarea
                  rows={5}
                  className={area}
                  value={body[l]}
                  onChange={(e) => setBody({ ...body, [l]: e.target.value })}
                />
              </Field>
            </div>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
          {t('inbox.marketing')}
        </label>
        {kind === 'all' && (
          <label className="flex items-center gap-2 text-sm font-medium text-amber-800">
            <input type="checkbox" checked={confirmAll} onChange={(e) => setConfirmAll(e.target.checked)} />
            {t('inbox.confirmAll')}
          </label>
        )}
        {bad && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {bad}
          </p>
        )}
        <ErrorText error={send.error} />
        <Button type="submit" disabled={send.isPending}>
          {t('inbox.send')}
        </Button>
        {send.isSuccess && (
          <p role="status" className="text-sm text-emerald-700">
            {send.data.recipients === null ? t('inbox.sentAll') : t('inbox.sentTo', { n: count(send.data.recipients) })}
          </p>
        )}
      </form>
    </Card>
  );
}
