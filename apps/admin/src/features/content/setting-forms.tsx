import type { SiteSettingKey } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { RegisterForm, WhitelabelForm } from './register-forms';
import { Check, IntInput, ListInput, type SettingForm, TextInput, TimeInput } from './setting-inputs';

interface Maintenance {
  enabled: boolean;
  title: string;
  info: string;
  startTime: string | null;
  endTime: string | null;
}
interface Region {
  enabled: boolean;
  allowCountries: string[];
  denyCountries: string[];
  allowIps: string[];
  denyIps: string[];
}
interface Routers {
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
}

/** Field label of a setting group. */
function useLabel(key: SiteSettingKey) {
  const { t } = useTranslation();
  return (field: string) => t(`content.settings.${key}.fields.${field}`);
}

const MaintenanceForm: SettingForm = ({ value, onChange }) => {
  const m = value as Maintenance;
  const label = useLabel('maintenance');
  const set = (patch: Partial<Maintenance>) => onChange({ ...m, ...patch });
  return (
    <>
      <Check label={label('enabled')} checked={m.enabled} onChange={(enabled) => set({ enabled })} />
      <TextInput label={label('title')} name="title" value={m.title} onChange={(title) => set({ title })} />
      <TextInput label={label('info')} name="info" value={m.info} onChange={(info) => set({ info })} multiline />
      <div className="grid gap-3 md:grid-cols-2">
        <TimeInput
          label={label('startTime')}
          name="startTime"
          value={m.startTime}
          onChange={(startTime) => set({ startTime })}
        />
        <TimeInput label={label('endTime')} name="endTime" value={m.endTime} onChange={(endTime) => set({ endTime })} />
      </div>
    </>
  );
};

const RegionForm: SettingForm = ({ value, onChange }) => {
  const r = value as Region;
  const label = useLabel('region');
  const list = (k: Exclude<keyof Region, 'enabled'>) => (
    <ListInput label={label(k)} name={k} value={r[k]} onChange={(v) => onChange({ ...r, [k]: v })} />
  );
  return (
    <>
      <Check label={label('enabled')} checked={r.enabled} onChange={(enabled) => onChange({ ...r, enabled })} />
      <div className="grid gap-3 md:grid-cols-2">
        {list('allowCountries')}
        {list('denyCountries')}
        {list('allowIps')}
        {list('denyIps')}
      </div>
    </>
  );
};

const RoutersForm: SettingForm = ({ value, onChange }) => {
  const r = value as Routers;
  const label = useLabel('routers');
  return (
    <>
      <TextInput
        label={label('gtagId')}
        name="gtagId"
        value={r.gtagId ?? ''}
        onChange={(v) => onChange({ ...r, gtagId: v.trim() || null })}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <ListInput
          label={label('imageCDNs')}
          name="imageCDNs"
          value={r.imageCDNs}
          onChange={(v) => onChange({ ...r, imageCDNs: v })}
        />
        <ListInput
          label={label('launchGameCDNs')}
          name="launchGameCDNs"
          value={r.launchGameCDNs}
          onChange={(v) => onChange({ ...r, launchGameCDNs: v })}
        />
      </div>
    </>
  );
};

/** The agent-report flags (whole numbers by name): one input each, in the stored order. */
const ConsolidatedForm: SettingForm = ({ value, onChange }) => {
  const c = value as Record<string, number>;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {Object.keys(c).map((k) => (
        <IntInput key={k} label={k} name={k} value={c[k]!} onChange={(v) => onChange({ ...c, [k]: v })} />
      ))}
    </div>
  );
};

export const SETTING_FORMS: Record<SiteSettingKey, SettingForm> = {
  maintenance: MaintenanceForm,
  region: RegionForm,
  register: RegisterForm,
  whitelabel: WhitelabelForm,
  routers: RoutersForm,
  consolidated: ConsolidatedForm,
};
