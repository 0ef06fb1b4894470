import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterMissionClaimed, MISSION_SUMMARY_KEY } from './mission-summary';

describe('afterMissionClaimed', () => {
  it('drops the missions badge by one at once, never below zero', async () => {
    const client = new QueryClient();
    const key = [...MISSION_SUMMARY_KEY, 'token-a'];
    client.setQueryData(key, { count: 2 });
    await afterMissionClaimed(client);
    expect(client.getQueryData(key)).toEqual({ count: 1 });
    client.setQueryData(key, { count: 0 });
    await afterMissionClaimed(client);
    expect(client.getQueryData(key)).toEqual({ count: 0 });
  });
});
