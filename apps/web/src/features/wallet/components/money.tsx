import { MoneyText } from './money-text';
import { useCurrencySymbol } from './use-currency-symbol';

/** MoneyText with the operator's currency symbol read from the balance (for pages that have no symbol at hand). */
export function Money({ minor, signed, testId }: { minor: number; signed?: boolean; testId?: string }) {
  const symbol = useCurrencySymbol();
  return <MoneyText minor={minor} symbol={symbol} signed={signed} testId={testId} />;
}
