import { backofficeSiteSettingsContract as c, type SiteSettingKey, SiteSettingKeys } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { call } from '../../shared/api/client';
import { Button, Card } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { CsEntriesEditor } from './cs-entries-editor';
import { DomainsEditor } from './domains-editor';
import { SaveError } from './field-errors';
import { SETTING_FORMS } from './setting-forms';

/** Sub-pages beside the setting groups: the lists kept in their own tables. */
const LISTS = ['domains', 'customerService'] as const;

/** The site setting groups, one sub-page each (the group in the address). */
export function SettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <nav
        aria-label={t('content.tabs.settings')}
        className="flex shrink-0 flex-row flex-wrap gap-1 lg:w-48 lg:flex-col"
      >
        {SiteSettingKeys.map((key) => (
          <NavLink
            key={key}
            to={`/content/settings/${key}`}
            className={({ isActive }) =>
              `rounded-md px-3 py-2 text-sm ${isActive ? 'bg-violet-100 font-semibold text-brand' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {t(`content.settings.${key}.title`)}
          </NavLink>
        ))}
        {LISTS.map((key) => (
          <NavLink
            key={key}
            to={`/content/settings/${key}`}
            className={({ isActive }) =>
              `rounded-md px-3 py-2 text-sm ${isActive ? 'bg-violet-100 font-semibold text-brand' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {t(`content.settings.${key}.title`)}
          </NavLink>
        ))}
      </nav>
      <div className="min-w-0 flex-1">
        <Routes>
          <Route index element={<Navigate to="maintenance" replace />} />
          {SiteSettingKeys.map((key) => (
            <Route key={key} path={key} element={<SettingEditor key={key} settingKey={key} canEdit={canEdit} />} />
          ))}
          <Route path="domains" element={<DomainsEditor canEdit={canEdit} />} />
          <Route path="customerService" element={<CsEntriesEditor canEdit={canEdit} />} />
        </Routes>
      </div>
    </div>
  );
}

/**
 * One setting group: its form over the stored value; saving sends the whole group, which the server checks with
 * the settings CLI's own schema. A refusal names each failing field in the operator's language.
 */
function SettingEditor({ settingKey, canEdit }: { settingKey: SiteSettingKey; canEdit: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: ['content', 'site-settings', settingKey],
    queryFn: ({ signal }) => call(c.get, { params: { key: settingKey }, signal }),
  });
  const [draft, setDraft] = useState<unknown>(undefined);
  useEffect(() => {
    if (query.data) setDraft(query.data.value);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (value: unknown) => call(c.put, { params: { key: settingKey }, body: { value } }),
    onSuccess: (saved) => qc.setQueryData(['content', 'site-settings', settingKey], saved),
  });
  const Form = SETTING_FORMS[settingKey];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft);
  };
  return (
    <form onSubmit={submit} data-testid={`setting-${settingKey}`}>
      <Card title={t(`content.settings.${settingKey}.title`)}>
        <p className="mb-3 text-sm text-slate-600">{t(`content.settings.${settingKey}.hint`)}</p>
        <ErrorText error={query.error} />
        {draft !== undefined && (
          <fieldset disabled={!canEdit} className="min-w-0 space-y-3">
            <Form value={draft} onChange={setDraft} />
          </fieldset>
        )}
        <div className="mt-3 space-y-2">
          <SaveError
            error={save.error}
            labelOf={(f) => t(`content.settings.${settingKey}.fields.${f}`, { defaultValue: f })}
          />
          {save.isSuccess && !save.isPending && (
            <p role="status" className="text-sm text-green-700">
              {t('content.saved')}
            </p>
          )}
        </div>
        {canEdit && (
          <div className="mt-3">
            <Button type="submit" disabled={save.isPending || draft === undefined}>
              {t('content.save')}
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}
