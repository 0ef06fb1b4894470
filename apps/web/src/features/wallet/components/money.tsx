import { formatMinor } from '../../../shared/format/number';
import { useCurrencySymbol } from './use-currency-symbol';

/**
 * An amount in minor units as spec §9 shows it: currency symbol, thousands separators, 2 decimals.
 * `tone` colours the sign (profit and loss: negative red, positive green).
 */
export function Money({ minor, tone = false, testId }: { minor: number; tone?: boolean; testId?: string }) {
  const symbol = useCurrencySymbol();
  const colour = !tone || minor === 0 ? '' : minor < 0 ? 'text-danger' : 'text-success';
  return (
    <span data-testid={testId} data-minor={minor} className={`tabular-nums ${colour}`}>
      {symbol ? `${symbol} ` : ''}
      {formatMinor(minor)}
    </span>
  );
}
