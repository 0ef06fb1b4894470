import { DICE_WEB_ROUTE, HOUSE_DICE_NODE_ID } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { demoGames } from '../catalogue/catalogue.seed-data.js';
import { VENDOR_ROWS } from '../content/vendors.seed-data.js';
import { createHouseAdapter } from '../house/index.js';

describe('the dice table as a house game', () => {
  it('is in the live lobby of the house provider and launches to its page of this site', async () => {
    expect(VENDOR_ROWS.find((v) => v.code === 'HOUSE')?.game_types).toContain('LIVE');
    expect(demoGames().find((g) => g.nodeId === HOUSE_DICE_NODE_ID)).toMatchObject({
      vassalage: 'HOUSE',
      gameType: 'LIVE',
      gameClassify: 'SICBO',
    });
    const adapter = createHouseAdapter();
    expect((await adapter.listGames!()).map((g) => g.nodeId)).toContain(HOUSE_DICE_NODE_ID);
    const launched = await adapter.launch({
      player: 'm1',
      memberId: 1,
      trial: false,
      currency: 'VND',
      game: { nodeId: HOUSE_DICE_NODE_ID, gameCode: 'house-dice-1', gameType: 'LIVE', vassalage: 'HOUSE' },
      token: 'tok-1',
      host: 'https://cdn.example',
      language: 'vi',
      device: 'mobile',
    });
    expect(launched).toEqual({ mode: 'iframe', url: `${DICE_WEB_ROUTE}?token=tok-1&lang=vi` });
  });
});
