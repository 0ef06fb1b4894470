import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterRewardsClaimed, PROMO_SUMMARY_KEY, type PromoSummary } from './promo-summary';

describe('afterRewardsClaimed', () => {
  it('drops the reward badge by the number claimed at once, never below zero', async () => {
    const client = new QueryClient();
    const key = [...PROMO_SUMMARY_KEY, 'token-a'];
    client.setQueryData<PromoSummary>(key, { availablePromoCount: 3, rewardCount: 2 });
    await afterRewardsClaimed(client, 1);
    expect(client.getQueryData(key)).toEqual({ availablePromoCount: 3, rewardCount: 1 });
    await afterRewardsClaimed(client, 5);
    expect(client.getQueryData(key)).toEqual({ availablePromoCount: 3, rewardCount: 0 });
  });
});
