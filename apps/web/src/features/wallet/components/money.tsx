import { formatMoney } from '../../../shared/format/number';
import { useCurrencySymbol } from './use-currency-symbol';

/**
 * An amount in minor units as spec §9 shows it: currency symbol, thousands separators, 2 decimals.
 * `signed`: profit/loss colouring (negative red, positive green with an explicit '+').
 */
export function Money({
  minor,
  signed = false,
  className = '',
  testId,
}: {
  minor: number;
  signed?: boolean;
  className?: string;
  testId?: string;
}) {
  const symbol = useCurrencySymbol();
  const tone = !signed ? '' : minor < 0 ? 'text-danger' : minor > 0 ? 'text-success' : 'text-text-muted';
  return (
    <span data-testid={testId} data-minor={minor} className={`tabular whitespace-nowrap ${tone} ${className}`}>
      {formatMoney(minor, symbol, { signed })}
    </span>
  );
}
