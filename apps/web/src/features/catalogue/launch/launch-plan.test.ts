import { describe, expect, it } from 'vitest';
import { type LaunchTarget, planLaunch, withQuery } from './launch-plan';

const slot: LaunchTarget = { gameType: 'RNG', vassalage: 'PG', gameCode: 'fortune-ox', nodeId: 'PG-1' };

describe('planLaunch', () => {
  it('sends a visitor to the login before any game', () => {
    expect(planLaunch(slot, false)).toEqual({ kind: 'login' });
    expect(planLaunch({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'HN' }, false)).toEqual({
      kind: 'login',
    });
  });

  it('launches an ordinary game through the server', () => {
    expect(planLaunch(slot, true)).toEqual({ kind: 'launch' });
    expect(planLaunch({ gameType: 'LIVE', vassalage: 'EVO', gameCode: 'baccarat' }, true)).toEqual({ kind: 'launch' });
  });

  it('opens LOTT/ELOTT games of our lottery vendors on /lottery, with only the present fields', () => {
    expect(
      planLaunch(
        { gameType: 'LOTT', vassalage: 'X', accountTypeName: 'TCG_LOTTO_VN', gameCode: 'HN', defaultPlayType: '' },
        true,
      ),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=HN&vendor=X' });
    expect(planLaunch({ gameType: 'elott', vassalage: 'TCG_SEA', defaultPlayType: 'B2' }, true)).toEqual({
      kind: 'route',
      to: '/lottery?vendor=TCG_SEA&playType=B2',
    });
  });

  it('launches LOTT/ELOTT games of other vendors as third-party games', () => {
    expect(planLaunch({ gameType: 'ELOTT', vassalage: 'GW', accountTypeName: 'GW' }, true)).toEqual({
      kind: 'launch',
    });
    // A lottery vendor code on a non-lottery game does not make it ours.
    expect(planLaunch({ gameType: 'RNG', vassalage: 'LOTT' }, true)).toEqual({ kind: 'launch' });
  });

  it('turns a vendor entry into the popup game list, or the slot lobby for slot vendors', () => {
    expect(planLaunch({ gameType: 'LIVE', vassalage: 'EVO', isGame: 'VASSALAGE' }, false)).toEqual({
      kind: 'vendorGames',
      vassalage: 'EVO',
      gameType: 'LIVE',
    });
    expect(planLaunch({ gameType: 'RNG', vassalage: 'JILI', isGame: 'VASSALAGE' }, true)).toEqual({
      kind: 'route',
      to: '/rng?vassalage=JILI',
    });
  });
});

describe('withQuery', () => {
  it('drops empty fields and encodes values', () => {
    expect(withQuery('/x', { a: 'b c', b: null, c: undefined, d: '' })).toBe('/x?a=b+c');
    expect(withQuery('/x', {})).toBe('/x');
  });
});
