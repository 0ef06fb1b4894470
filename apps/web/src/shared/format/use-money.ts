import { useCallback } from 'react';
import { useInitialConfig } from '../system';
import { formatMoney } from './number';

/** The operator's currency symbol from the site settings ('' until they are loaded). */
export function useSiteCurrencySymbol(): string {
  const { data } = useInitialConfig();
  return data?.currencySymbol ?? '';
}

/** `money(minor, { signed })` with the site's currency symbol: the one way screens write amounts. */
export function useFormatMoney(): (minor: number, opts?: { signed?: boolean }) => string {
  const symbol = useSiteCurrencySymbol();
  return useCallback((minor, opts) => formatMoney(minor, symbol, opts), [symbol]);
}
