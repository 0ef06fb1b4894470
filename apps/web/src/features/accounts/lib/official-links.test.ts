import { describe, expect, it } from 'vitest';
import { officialLinks } from './official-links';

const r = (resourceType: string, url: string) => ({ resourceType, url, qrCodeUrl: null, labelNameEn: resourceType });

describe('officialLinks', () => {
  it('orders by the spec, numbers repeated kinds and strips schemes', () => {
    const links = officialLinks([
      r('EMAIL', 'mailto:cs@x.example'),
      r('BACKUP_SITE', 'https://b1.example'),
      r('MAIN_SITE', 'https://www.x.example/'),
      r('BACKUP_SITE', 'https://b2.example'),
      r('complaints-telegram', 'https://t.me/complaints'),
    ]);
    expect(links.map((l) => [l.kind, l.index, l.display])).toEqual([
      ['MAIN_SITE', null, 'www.x.example'],
      ['BACKUP_SITE', 1, 'b1.example'],
      ['BACKUP_SITE', 2, 'b2.example'],
      ['EMAIL', null, 'cs@x.example'],
      ['COMPLAINT_TELEGRAM', null, 't.me/complaints'],
    ]);
  });
  it('drops links that are not web or mail addresses', () => {
    expect(officialLinks([r('TELEGRAM', 'javascript:alert(1)')])).toEqual([]);
  });
});
