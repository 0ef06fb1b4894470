import type { VendorCard, VendorList } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { lobbyClassifies, lobbyVendors, menuVendors, selectedVendor } from './vendor-lanes';

const card = (vassalage: string, gameType: VendorCard['gameType'], isHot: 0 | 1 = 0): VendorCard => ({
  vassalage,
  gameType,
  displayName: vassalage,
  accountTypeId: 1,
  isHot,
  logoUrl: `/logo/${vassalage}.svg`,
  gameCount: 3,
  allowsTrial: false,
});

const list: VendorList = {
  data: {
    lanes: [
      {
        gameType: 'RNG',
        title: 'Slots',
        groups: [
          {
            gameType: 'RNG',
            title: 'Slots',
            cards: [card('JDB', 'RNG'), card('PG', 'RNG', 1), card('JILI', 'RNG', 1), card('JDB', 'RNG')],
            gameClassify: ['SLOT', 'MEGAWAYS'],
          },
        ],
      },
      {
        gameType: 'SPORTS',
        title: 'Sports',
        groups: [
          { gameType: 'SPORTS', title: 'Sports', cards: [card('SABA', 'SPORTS'), card('FB', 'SPORTS', 1)] },
          { gameType: 'ESPORTS', title: 'E-Sports', cards: [card('TF', 'ESPORTS')] },
          { gameType: 'COCKFIGHT', title: 'Cockfight', cards: [card('DS88', 'COCKFIGHT')] },
        ],
      },
      {
        gameType: 'ELOTT',
        title: 'Lottery',
        groups: [
          { gameType: 'ELOTT', title: 'E', cards: [card('GW', 'ELOTT')], gameClassify: ['KENO'] },
          { gameType: 'LOTT', title: 'L', cards: [card('TCG_LOTTO_VN', 'LOTT', 1)], gameClassify: ['LOTTO', 'KENO'] },
        ],
      },
    ],
  },
};

describe('vendor lanes', () => {
  it('lists a lobby’s vendors hot first, keeping the server order, once each', () => {
    expect(lobbyVendors(list, 'rng').map((v) => v.vassalage)).toEqual(['PG', 'JILI', 'JDB']);
    expect(lobbyVendors(list, 'elott').map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN', 'GW']);
    expect(lobbyVendors(list, 'cockfight').map((v) => v.vassalage)).toEqual(['DS88']);
    expect(lobbyVendors(undefined, 'rng')).toEqual([]);
  });

  it('puts the grouped categories under the sports drop-down', () => {
    expect(menuVendors(list, 'sports').map((v) => v.vassalage)).toEqual(['FB', 'SABA', 'TF', 'DS88']);
    expect(menuVendors(list, 'esports').map((v) => v.vassalage)).toEqual(['TF']);
  });

  it('offers the classifications present in the category', () => {
    expect(lobbyClassifies(list, 'elott')).toEqual(['KENO', 'LOTTO']);
    expect(lobbyClassifies(list, 'sports')).toEqual([]);
  });

  it('selects the requested vendor, else the first', () => {
    const vendors = lobbyVendors(list, 'rng');
    expect(selectedVendor(vendors, 'jili')?.vassalage).toBe('JILI');
    expect(selectedVendor(vendors, 'NOPE')?.vassalage).toBe('PG');
    expect(selectedVendor(vendors, null)?.vassalage).toBe('PG');
    expect(selectedVendor([], 'PG')).toBeNull();
  });
});
