import { DEFAULT_LOTTERY_ODDS, type LotteryOddsTable, type LotteryResult } from '@app/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enLottery from '../../../locales/en/lottery.json';
import viLottery from '../../../locales/vi/lottery.json';
import { partialBoard } from '../lib/reveal';
import { LotoTables } from './loto-tables';
import { ResultsBoard } from './results-board';
import { RulesView } from './rules-view';

const NORTH: LotteryResult = {
  region: 'north',
  prizes: {
    special: ['98765'],
    first: ['10265'],
    second: ['55501', '55502'],
    third: ['30003', '30004', '30005', '30006', '30007', '30008'],
    fourth: ['4009', '4010', '4011', '4012'],
    fifth: ['5013', '5014', '5015', '5016', '5017', '5018'],
    sixth: ['619', '620', '621'],
    seventh: ['22', '23', '24', '25'],
  },
};

/** The server's tables: the maths' defaults with a point of 1,000 ₫ in minor units (× 100). */
const scaled = (t: LotteryOddsTable): LotteryOddsTable =>
  Object.fromEntries(Object.entries(t).map(([k, e]) => [k, { cost: e.cost * 100, win: e.win * 100 }]));

function render(lang: 'vi' | 'en', node: ReactNode): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    initAsync: false,
    resources: { vi: { lottery: viLottery }, en: { lottery: enLottery } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );
}

const rows = (html: string) => [...html.matchAll(/data-prize="(\w+)"/g)].map((m) => m[1]);

describe('results board', () => {
  it('shows the prizes in rows, special first and highlighted, every number of the layout', () => {
    const html = render('vi', <ResultsBoard region="north" prizes={NORTH.prizes} />);
    expect(rows(html)).toEqual(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']);
    expect(html.match(/data-testid="lottery-board-number"/g)).toHaveLength(27);
    expect(html).toMatch(/text-danger[^"]*">ĐB</);
    expect(html).toMatch(/text-2xl text-danger[^>]*>987<span[^>]*>65</);
  });
  it('during the live draw shows what is drawn and marks the rest as not drawn yet (North: special last)', () => {
    const board = partialBoard(NORTH, 26);
    const html = render('en', <ResultsBoard region="north" prizes={board.prizes} last={board.last} />);
    expect(html).toContain('Not drawn yet');
    expect(html.match(/Not drawn yet/g)).toHaveLength(1);
    expect(html).not.toContain('987');
  });
  it('the South/Central board has the eighth prize', () => {
    const html = render('en', <ResultsBoard region="south" prizes={{}} />);
    expect(rows(html)).toContain('eighth');
    expect(html.match(/data-testid="lottery-board-number"/g)).toHaveLength(18);
  });
});

describe('lô tô tables', () => {
  it('list the endings by head and by tail, repeats kept', () => {
    const html = render('vi', <LotoTables result={NORTH} />);
    expect(html).toContain('65, 65');
    expect(html).toContain('01, 02, 03, 04, 05, 06, 07, 08, 09');
  });
});

describe('rules page', () => {
  it('states for every North bet type its cost a point, what wins and the pay a point, and defines đề đầu', () => {
    const html = render('en', <RulesView region="north" table={scaled(DEFAULT_LOTTERY_ODDS.Lott.north)} />);
    const kinds = [...html.matchAll(/data-kind="(\w+)"/g)].map((m) => m[1]);
    expect(kinds).toHaveLength(18);
    expect(kinds).not.toContain('xiuChu');
    expect(html).toContain('27,000.00'); // lô 2 số: a point costs 27,000 ₫
    expect(html).toContain('99,000.00');
    expect(html).toContain('the FIRST 2 digits of the special prize');
    expect(html).toContain('99.5 %');
  });
  it('offers xỉu chủ in the South/Central, in Vietnamese', () => {
    const html = render('vi', <RulesView region="south" table={scaled(DEFAULT_LOTTERY_ODDS.Lott.south)} />);
    expect(html).toContain('data-kind="xiuChu"');
    expect(html).toContain('Đề đầu tại trang này');
    expect(html).toContain('18,000.00');
  });
});
