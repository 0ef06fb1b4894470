import type { PointsReward } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enMall from '../../../locales/en/pointMall.json';
import viMall from '../../../locales/vi/pointMall.json';
import { RewardCard } from './reward-card';

const reward: PointsReward = {
  id: 7,
  kind: 'physical',
  name: 'T-shirt',
  description: 'Delivered',
  imageUrl: null,
  points: 30_000,
  amount: 0,
  stock: 3,
  maxPerRedeem: 2,
  perMemberLimit: 2,
};

async function render(r: PointsReward, balance: number | null, loggedIn = true, lng: 'en' | 'vi' = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { pointMall: enMall }, vi: { pointMall: viMall } },
    defaultNS: 'pointMall',
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RewardCard reward={r} balance={balance} loggedIn={loggedIn} onRedeem={() => undefined} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const button = (html: string) => /<button[^>]*data-testid="mall-redeem"[^>]*>([^<]*)<\/button>/.exec(html);

describe('mall reward card', () => {
  it('offers the redeem when the points cover it, with price, stock and limit', async () => {
    const html = await render(reward, 40_000);
    expect(button(html)?.[1]).toBe('Redeem');
    expect(button(html)?.[0]).not.toMatch(/ disabled( |=)/);
    expect(html).toContain('30,000 points');
    expect(html).toContain('3 left');
    expect(html).toContain('Limit 2 per member');
  });
  it('says why not: sold out first, then not enough points; visitors may press (to log in)', async () => {
    expect(button(await render({ ...reward, stock: 0 }, 99_999))?.[1]).toBe('Sold out');
    const poor = button(await render(reward, 29_999));
    expect(poor?.[1]).toBe('Not enough points');
    expect(poor?.[0]).toMatch(/ disabled( |=)/);
    expect(button(await render(reward, null, false))?.[1]).toBe('Redeem');
    expect(button(await render(reward, 0, true, 'vi'))?.[1]).toBe('Không đủ điểm');
  });
});
