import type { BettingHistory, Footer } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enHistory from '../../locales/en/bettingHistory.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import viHistory from '../../locales/vi/bettingHistory.json';
import viCommon from '../../locales/vi/common.json';
import viErrors from '../../locales/vi/errors.json';
import { bettingHistoryQueryOptions } from './api/betting-history.api';
import { vendorOptionsQueryOptions } from './api/vendor-options.api';
import { BettingHistoryPage } from './betting-history-page';
import { defaultFilters, historyQuery } from './lib/history-filters';

const NOW = new Date('2026-05-10T05:00:00Z');
const now = () => NOW;

const page: BettingHistory = {
  items: [
    {
      id: 2,
      vendor: 'HOUSE',
      category: 'RNG',
      gameNodeId: 'HOUSE-SLOT-1',
      roundId: 'spin-0002',
      stake: 1_000,
      win: 2_550,
      profit: 1_550,
      status: 'settled',
      currency: 'VND',
      createdAt: '2026-05-10T04:59:00Z',
      settledAt: '2026-05-10T04:59:01Z',
    },
    {
      id: 1,
      vendor: 'EVO',
      category: 'LIVE',
      gameNodeId: null,
      roundId: 'r-77',
      stake: 123_456,
      win: 0,
      profit: -123_456,
      status: 'open',
      currency: 'PLAY',
      createdAt: '2026-05-09T20:00:00Z',
      settledAt: null,
    },
  ],
  total: 21,
  page: 1,
  pageSize: 20,
  totalPages: 2,
  totals: { stake: 124_456, win: 2_550, profit: -121_906 },
};

function render(lang: 'vi' | 'en', seed: (client: QueryClient) => void): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    initAsync: false,
    resources: {
      vi: { common: viCommon, errors: viErrors, bettingHistory: viHistory },
      en: { common: enCommon, errors: enErrors, bettingHistory: enHistory },
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BettingHistoryPage now={now} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const firstPageKey = bettingHistoryQueryOptions(historyQuery(defaultFilters(NOW), 1)).queryKey;
const footer = { vendors: [{ code: 'PG', name: 'PG Soft', gameTypes: ['RNG'] }] } as unknown as Footer;

describe('BettingHistoryPage', () => {
  it('shows each bet with round, stake, win, result, time and status, and the totals (en)', () => {
    const html = render('en', (c) => {
      c.setQueryData(firstPageKey, page);
      c.setQueryData(vendorOptionsQueryOptions().queryKey, footer);
    });
    expect(html.match(/data-testid="bet-row"/g)).toHaveLength(2);
    expect(html).toContain('spin-0002');
    expect(html).toContain('10.00');
    expect(html).toContain('25.50');
    expect(html).toContain('+15.50');
    expect(html).toContain('-1,234.56');
    expect(html).toContain('Settled');
    expect(html).toContain('Open');
    expect(html).toContain('Play money');
    expect(html).toContain('Total of 21 bets');
    expect(html).toContain('-1,219.06');
    expect(html).toContain('Page 1 of 2');
    // 04:59 UTC is 11:59 in Ho Chi Minh City.
    expect(html).toContain('11:59:00');
    // The default window is the last 7 days of the operator zone, and the vendor filter lists the catalogue.
    expect(html).toContain('value="2026-05-04"');
    expect(html).toContain('value="2026-05-10"');
    expect(html).toContain('PG Soft');
  });

  it('speaks Vietnamese', () => {
    const html = render('vi', (c) => c.setQueryData(firstPageKey, page));
    expect(html).toContain('Lịch sử cược');
    expect(html).toContain('Đã kết toán');
    expect(html).toContain('Tổng 21 cược');
    expect(html).toContain('Trang 1 / 2');
  });

  it('says "No data" when no bet matches', () => {
    const html = render('en', (c) =>
      c.setQueryData(firstPageKey, {
        ...page,
        items: [],
        total: 0,
        totalPages: 0,
        totals: { stake: 0, win: 0, profit: 0 },
      }),
    );
    expect(html).toContain('data-testid="bets-empty"');
    expect(html).toContain('No data');
    expect(html).not.toContain('data-testid="bets-table"');
  });

  it('shows placeholders while the first page loads', () => {
    const html = render('en', () => {});
    expect(html).toContain('data-testid="bets-loading"');
  });
});
