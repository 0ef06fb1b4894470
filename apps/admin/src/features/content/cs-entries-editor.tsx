import {
  type CsEntryInput,
  backofficeSiteListsContract as c,
  EditableCsTypes,
  type OperatorCsEntry,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button, Card, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { SaveError } from './field-errors';

const LIVE_CHAT = 3;
const fresh = (): CsEntryInput => ({
  csType: 2,
  csPosition: 10,
  title: { vi: '', en: '' },
  url: 'https://',
  enabled: true,
});

/** The customer-service bar: each entry saved on its own row; the live chat's address is the support chat's. */
export function CsEntriesEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: ['content', 'cs-entries'],
    queryFn: ({ signal }) => call(c.csEntries, { signal }),
  });
  const [adding, setAdding] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: ['content', 'cs-entries'] });
  const remove = useMutation({
    mutationFn: (id: number) => call(c.deleteCsEntry, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
  return (
    <Card title={t('content.settings.customerService.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('content.settings.customerService.hint')}</p>
      <ErrorText error={query.error ?? remove.error} />
      <div className="space-y-2">
        {query.data?.items.map((e) => (
          <EntryRow
            key={`${e.id}:${e.title.vi}:${e.url}:${e.enabled}:${e.csPosition}`}
            entry={e}
            canEdit={canEdit}
            onSaved={refresh}
            onDelete={e.csType === LIVE_CHAT ? undefined : () => remove.mutate(e.id)}
          />
        ))}
        {adding && (
          <EntryRow
            canEdit
            onSaved={() => {
              setAdding(false);
              void refresh();
            }}
            onDelete={() => setAdding(false)}
          />
        )}
      </div>
      {canEdit && !adding && (
        <Button className="mt-3" variant="ghost" onClick={() => setAdding(true)}>
          {t('content.settings.customerService.add')}
        </Button>
      )}
    </Card>
  );
}

function EntryRow({
  entry,
  canEdit,
  onSaved,
  onDelete,
}: {
  entry?: OperatorCsEntry;
  canEdit: boolean;
  onSaved: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState<CsEntryInput>(() => (entry ? { ...entry } : fresh()));
  const live = d.csType === LIVE_CHAT;
  const save = useMutation({
    mutationFn: (input: CsEntryInput) =>
      entry
        ? call(c.updateCsEntry, { params: { id: String(entry.id) }, body: input })
        : call(c.createCsEntry, { body: input }),
    onSuccess: onSaved,
  });
  const label = (f: string) => t(`content.settings.customerService.fields.${f}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(d);
  };
  return (
    <form onSubmit={submit} data-testid="cs-entry" className="rounded-md border border-slate-200 p-3">
      <fieldset disabled={!canEdit} className="grid min-w-0 gap-2 md:grid-cols-3 lg:grid-cols-6">
        <Select
          aria-label={label('csType')}
          value={String(d.csType)}
          disabled={live || !!entry}
          onChange={(e) => setD({ ...d, csType: Number(e.target.value) as CsEntryInput['csType'] })}
        >
          {(live ? [LIVE_CHAT] : EditableCsTypes).map((type) => (
            <option key={type} value={type}>
              {t(`content.settings.customerService.types.${type}`)}
            </option>
          ))}
        </Select>
        <Input
          aria-label={label('titleVi')}
          placeholder={label('titleVi')}
          value={d.title.vi}
          onChange={(e) => setD({ ...d, title: { ...d.title, vi: e.target.value } })}
        />
        <Input
          aria-label={label('titleEn')}
          placeholder={label('titleEn')}
          value={d.title.en}
          onChange={(e) => setD({ ...d, title: { ...d.title, en: e.target.value } })}
        />
        <Input
          aria-label={label('url')}
          value={live ? t('content.settings.customerService.liveChatUrl') : d.url}
          disabled={live}
          onChange={(e) => setD({ ...d, url: e.target.value })}
        />
        <Input
          aria-label={label('csPosition')}
          inputMode="numeric"
          value={String(d.csPosition)}
          onChange={(e) => setD({ ...d, csPosition: Number.parseInt(e.target.value, 10) || 0 })}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={d.enabled} onChange={(e) => setD({ ...d, enabled: e.target.checked })} />
          {label('enabled')}
        </label>
      </fieldset>
      <div className="mt-2">
        <SaveError error={save.error} labelOf={(f) => label(f === 'title' ? 'titleVi' : f)} />
      </div>
      {canEdit && (
        <div className="mt-2 flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('content.save')}
          </Button>
          {onDelete && (
            <Button variant="danger" onClick={onDelete}>
              {entry ? t('content.delete') : t('content.cancel')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
