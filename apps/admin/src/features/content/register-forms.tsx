import type { RegisterFieldSetting, WhitelabelNode } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Check, IntInput, type SettingForm } from './setting-inputs';

interface Register {
  fields: RegisterFieldSetting[];
  smsVerification: boolean;
  captcha: boolean;
}

/** The registration form: SMS and captcha, and per field shown / required / length (its pattern kept as stored). */
export const RegisterForm: SettingForm = ({ value, onChange }) => {
  const { t } = useTranslation();
  const r = value as Register;
  const label = (f: string) => t(`content.settings.register.fields.${f}`);
  const setField = (i: number, patch: Partial<RegisterFieldSetting>) =>
    onChange({ ...r, fields: r.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  return (
    <>
      <div className="flex flex-wrap gap-6">
        <Check
          label={label('smsVerification')}
          checked={r.smsVerification}
          onChange={(v) => onChange({ ...r, smsVerification: v })}
        />
        <Check label={label('captcha')} checked={r.captcha} onChange={(v) => onChange({ ...r, captcha: v })} />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-slate-500">
            <tr>
              <th className="py-2 pr-3">{label('field')}</th>
              <th className="py-2 pr-3">{label('shown')}</th>
              <th className="py-2 pr-3">{label('required')}</th>
              <th className="py-2 pr-3">{label('minLength')}</th>
              <th className="py-2 pr-3">{label('maxLength')}</th>
            </tr>
          </thead>
          <tbody>
            {r.fields.map((f, i) => (
              <tr key={f.field} data-testid="register-field" className="border-b last:border-0">
                <td className="py-1 pr-3 font-mono text-xs">{f.field}</td>
                <td className="py-1 pr-3">
                  <input
                    type="checkbox"
                    aria-label={`${f.field} ${label('shown')}`}
                    checked={f.enabled}
                    onChange={(e) => setField(i, { enabled: e.target.checked })}
                  />
                </td>
                <td className="py-1 pr-3">
                  <input
                    type="checkbox"
                    aria-label={`${f.field} ${label('required')}`}
                    checked={f.required}
                    onChange={(e) => setField(i, { required: e.target.checked })}
                  />
                </td>
                <td className="w-24 py-1 pr-3">
                  <IntInput
                    label=""
                    name={`${f.field}.minLength`}
                    value={f.minLength}
                    onChange={(v) => setField(i, { minLength: v as number })}
                  />
                </td>
                <td className="w-24 py-1 pr-3">
                  <IntInput
                    label=""
                    name={`${f.field}.maxLength`}
                    value={f.maxLength}
                    onChange={(v) => setField(i, { maxLength: v as number })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};

/** The whitelabel switches: each module on or off, its children under it. */
export const WhitelabelForm: SettingForm = ({ value, onChange }) => {
  const nodes = value as WhitelabelNode[];
  return <Nodes nodes={nodes} onChange={onChange} />;
};

function Nodes({ nodes, onChange }: { nodes: WhitelabelNode[]; onChange: (v: WhitelabelNode[]) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {nodes.map((n, i) => {
        const put = (next: WhitelabelNode) => onChange(nodes.map((m, j) => (j === i ? next : m)));
        return (
          <li key={n.modId}>
            <Check
              label={t(`content.settings.whitelabel.modules.${n.modId}`, { defaultValue: n.modId })}
              checked={n.enabled === '1'}
              onChange={(on) => put({ ...n, enabled: on ? '1' : '0' })}
            />
            {n.childrenNodes.length > 0 && (
              <div className="ml-6 mt-1 border-l border-slate-200 pl-3">
                <Nodes nodes={n.childrenNodes} onChange={(childrenNodes) => put({ ...n, childrenNodes })} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
