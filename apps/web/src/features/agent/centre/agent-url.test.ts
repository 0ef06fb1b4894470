import { describe, expect, it } from 'vitest';
import { agentCentreHref } from './agent-url';

describe('agentCentreHref (the open page lives in ?ac=)', () => {
  it('opens a page on the current route, keeping other parameters and the hash', () => {
    expect(agentCentreHref('https://x.test/rng?page=PG#top', 'registerCenter')).toBe(
      '/rng?page=PG&ac=registerCenter#top',
    );
  });
  it('switches page and drops the drill-down path of the previous page', () => {
    expect(agentCentreHref('https://x.test/?ac=downlineManagmentView&acPath=4,9', 'agentTeamOverview')).toBe(
      '/?ac=agentTeamOverview',
    );
    expect(agentCentreHref('https://x.test/', 'downlineManagmentView', { acPath: '4' })).toBe(
      '/?ac=downlineManagmentView&acPath=4',
    );
  });
  it('closes the centre, leaving the page underneath as it was', () => {
    expect(agentCentreHref('https://x.test/vip?ac=registerCenter&x=1', null)).toBe('/vip?x=1');
  });
});
