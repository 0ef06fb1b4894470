import { describe, expect, it } from 'vitest';
import { vendorRoute } from './vendor-route';

describe('vendorRoute', () => {
  it('opens the category lobby with the vendor selected', () => {
    expect(vendorRoute('LIVE', 'EVO')).toBe('/live?page=EVO');
    expect(vendorRoute('FISH', 'JILI')).toBe('/fish?page=JILI');
    expect(vendorRoute('LOTT', 'GW')).toBe('/elott?page=GW');
    expect(vendorRoute('ESPORTS', 'TF')).toBe('/esports?page=TF');
  });
  it('selects a slot vendor through vassalage', () => {
    expect(vendorRoute('RNG', 'PG')).toBe('/rng?vassalage=PG');
  });
  it('sends cockfight vendors to /cockfight even when listed under sports', () => {
    expect(vendorRoute('COCKFIGHT', 'DS88')).toBe('/cockfight?page=DS88');
    expect(vendorRoute('SPORTS', 'ws168')).toBe('/cockfight?page=ws168');
  });
  it('gives a sports vendor with its own page that page', () => {
    expect(vendorRoute('SPORTS', 'FB')).toBe('/fbsports');
    expect(vendorRoute('SPORTS', 'SABA')).toBe('/sports?page=SABA');
  });
});
