import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countryCodesQueryOptions } from '../api/country-codes.api';

/** Vietnam first: the site's audience; used until (or if) the dialing-code list does not load. */
export const DEFAULT_DIALING_CODE = '84';

/** The dialing-code select drawn before a mobile number input (spec §3 countryDialingCode). */
export function CountryCodeSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('register');
  const { data } = useQuery(countryCodesQueryOptions());
  const codes = data && data.length > 0 ? data : [{ code: DEFAULT_DIALING_CODE, country: 'VN', name: 'Việt Nam' }];
  return (
    <select
      data-testid={testId}
      aria-label={t('fields.countryCode.label')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="h-11 w-[92px] shrink-0 rounded-xl border border-border bg-surface px-2 text-sm text-text outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
    >
      {codes.map((c) => (
        <option key={`${c.country}-${c.code}`} value={c.code}>
          +{c.code} {c.country}
        </option>
      ))}
    </select>
  );
}
