import {
  EntryModes,
  GameCategories,
  type OperatorPromotion,
  PromotionCategories,
  type PromotionInput,
  PromotionKinds,
  PromotionPeriods,
} from '@app/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { buildInput, draftOf, newDraft, type PromotionDraft } from './form-model';

const area =
  'rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs focus:border-brand focus:outline-none';

/** The promotion editor: kind, vi/en content with the rules HTML, windows, eligibility, period, formula, caps, wagering. */
export function PromotionForm({
  promotion,
  now,
  saving,
  error,
  onSave,
}: {
  promotion?: OperatorPromotion;
  now: Date;
  saving: boolean;
  error: unknown;
  onSave: (input: PromotionInput) => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState<PromotionDraft>(() => (promotion ? draftOf(promotion) : newDraft(now)));
  const [lang, setLang] = useState<'vi' | 'en'>('vi');
  const [bad, setBad] = useState<string | null>(null);
  const set = <K extends keyof PromotionDraft>(k: K, v: PromotionDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const text = (k: keyof PromotionDraft, type = 'text') => (
    <Field label={t(`promotions.fields.${k}`)}>
      <Input type={type} name={k} value={d[k] as string} onChange={(e) => set(k, e.target.value as never)} />
    </Field>
  );
  const choice = <K extends keyof PromotionDraft>(k: K, options: readonly string[], prefix: string, blank = false) => (
    <Field label={t(`promotions.fields.${k}`)}>
      <Select name={k} value={d[k] as string} onChange={(e) => set(k, e.target.value as PromotionDraft[K])}>
        {blank && <option value="">{t('promotions.any')}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`promotions.${prefix}.${o}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const built = buildInput(d);
    if (!built.ok) {
      setBad(built.field);
      return;
    }
    setBad(null);
    onSave(built.input);
  };
  const c = d.content[lang];
  const setContent = (k: keyof typeof c, v: string) =>
    setD((x) => ({ ...x, content: { ...x.content, [lang]: { ...x.content[lang], [k]: v } } }));
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="promotion-form">
      <Card title={t('promotions.sections.basics')}>
        <Grid>
          <Field label={t('promotions.fields.code')}>
            <Input name="code" value={d.code} onChange={(e) => set('code', e.target.value)} disabled={!!promotion} />
          </Field>
          {choice('kind', PromotionKinds, 'kinds')}
          {choice('category', PromotionCategories, 'categories')}
          {choice('period', PromotionPeriods, 'periods')}
          {choice('entryMode', EntryModes, 'entryModes')}
          {text('sort')}
        </Grid>
      </Card>
      <Card
        title={t('promotions.sections.content')}
        actions={
          <div className="flex gap-1">
            {(['vi', 'en'] as const).map((l) => (
              <Button key={l} variant={l === lang ? 'primary' : 'ghost'} onClick={() => setLang(l)}>
                {t(`promotions.langs.${l}`)}
              </Button>
            ))}
          </div>
        }
      >
        <div className="grid gap-3">
          <Field label={t('promotions.fields.title')}>
            <Input name={`title-${lang}`} value={c.title} onChange={(e) => setContent('title', e.target.value)} />
          </Field>
          <Field label={t('promotions.fields.summary')}>
            <Input name={`summary-${lang}`} value={c.summary} onChange={(e) => setContent('summary', e.target.value)} />
          </Field>
          <Field label={t('promotions.fields.rulesHtml')}>
            <textarea
              name={`rules-${lang}`}
              rows={6}
              className={area}
              value={c.rulesHtml}
              onChange={(e) => setContent('rulesHtml', e.target.value)}
            />
          </Field>
          <Field label={t('promotions.fields.imageUrl')}>
            <Input name={`image-${lang}`} value={c.imageUrl} onChange={(e) => setContent('imageUrl', e.target.value)} />
          </Field>
          <p className="text-xs text-slate-500">{t('promotions.rulesHint')}</p>
        </div>
      </Card>
      <Card title={t('promotions.sections.window')}>
        <Grid>
          {text('visibleFrom', 'datetime-local')}
          {text('visibleUntil', 'datetime-local')}
          {text('activeFrom', 'datetime-local')}
          {text('activeUntil', 'datetime-local')}
        </Grid>
      </Card>
      <Card title={t('promotions.sections.reward')}>
        <Grid>
          {choice('rewardType', ['fixed', 'percent', 'streak', 'external'], 'rewardTypes')}
          {d.rewardType === 'fixed' && text('amount')}
          {d.rewardType === 'percent' && (
            <>
              {text('percent')}
              {text('cap')}
              {text('minDeposit')}
            </>
          )}
          {d.rewardType === 'streak' && text('streak')}
        </Grid>
        {d.rewardType === 'external' && (
          <Field label={t('promotions.fields.externalConfig')}>
            <textarea
              name="externalConfig"
              rows={5}
              className={area}
              value={d.externalConfig}
              onChange={(e) => set('externalConfig', e.target.value)}
            />
          </Field>
        )}
      </Card>
      <Card title={t('promotions.sections.eligibility')}>
        <Grid>
          {text('newPlayersDays')}
          {choice('deposit', ['first', 'reload', 'any'], 'deposits', true)}
          {text('vipLevels')}
          {text('memberLabels')}
          {text('agentRoots')}
        </Grid>
        <Checks
          label={t('promotions.fields.products')}
          values={d.products}
          onChange={(v) => set('products', v as PromotionDraft['products'])}
        />
      </Card>
      <Card title={t('promotions.sections.limits')}>
        <Grid>
          {text('perDevice')}
          {text('perIp')}
          {text('budget')}
          {text('claimHours')}
        </Grid>
      </Card>
      <Card title={t('promotions.sections.wagering')}>
        <label className="mb-3 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={d.wagering} onChange={(e) => set('wagering', e.target.checked)} />
          {t('promotions.fields.wagering')}
        </label>
        {d.wagering && (
          <Grid>
            {text('multiplier')}
            {choice('wageringBase', ['bonus', 'bonus_deposit'], 'bases')}
            {text('defaultWeight')}
            {GameCategories.map((g) => (
              <Field key={g} label={t('promotions.weightOf', { category: g })}>
                <Input
                  value={d.weights[g] ?? ''}
                  onChange={(e) => set('weights', { ...d.weights, [g]: e.target.value })}
                />
              </Field>
            ))}
          </Grid>
        )}
      </Card>
      {bad && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('promotions.invalidField', { field: t(`promotions.fields.${bad}`, { defaultValue: bad }) })}
        </p>
      )}
      <ErrorText error={error} />
      <ServerIssues error={error} />
      <Button type="submit" disabled={saving}>
        {t('promotions.save')}
      </Button>
    </form>
  );
}

/** promotion_invalid carries the server's reasons (details.issues): listed under the translated message. */
function ServerIssues({ error }: { error: unknown }) {
  const issues = error instanceof ApiError ? (error.details as { issues?: unknown } | undefined)?.issues : undefined;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  return (
    <ul className="list-disc pl-5 text-xs text-red-700" data-testid="promotion-issues">
      {issues.map((i) => (
        <li key={String(i)}>{String(i)}</li>
      ))}
    </ul>
  );
}

const Grid = ({ children }: { children: ReactNode }) => (
  <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-2">{children}</div>
);

function Checks({ label, values, onChange }: { label: string; values: string[]; onChange: (v: string[]) => void }) {
  return (
    <fieldset className="mt-3 text-sm">
      <legend className="mb-1 font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-3">
        {GameCategories.map((g) => (
          <label key={g} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={values.includes(g)}
              onChange={(e) => onChange(e.target.checked ? [...values, g] : values.filter((v) => v !== g))}
            />
            {g}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
