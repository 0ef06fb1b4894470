import { describe, expect, it } from 'vitest';
import { vendorRoute } from './vendor-route';

describe('vendorRoute', () => {
  it('opens the category lobby with the vendor selected', () => {
    expect(vendorRoute('live', 'EVO')).toBe('/live?page=EVO');
    expect(vendorRoute('fish', 'JILI')).toBe('/fish?page=JILI');
    expect(vendorRoute('elott', 'GW')).toBe('/elott?page=GW');
  });
  it('selects a slot vendor through vassalage', () => {
    expect(vendorRoute('rng', 'PG')).toBe('/rng?vassalage=PG');
  });
  it('sends cockfight vendors to /cockfight even from the sports menu', () => {
    expect(vendorRoute('sports', 'DS88')).toBe('/cockfight?page=DS88');
    expect(vendorRoute('sports', 'ws168')).toBe('/cockfight?page=ws168');
    expect(vendorRoute('cockfight', 'DIG')).toBe('/cockfight?page=DIG');
  });
  it('gives a sports vendor with its own page that page', () => {
    expect(vendorRoute('sports', 'FB')).toBe('/fbsports');
    expect(vendorRoute('sports', 'SABA')).toBe('/sports?page=SABA');
  });
});
