import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enCentre from '../../../locales/en/memberCentre.json';
import viCentre from '../../../locales/vi/memberCentre.json';
import { LoginFailuresList } from './login-failures';

async function render(lng: 'vi' | 'en', items: Parameters<typeof LoginFailuresList>[0]['items']) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { vi: { memberCentre: viCentre }, en: { memberCentre: enCentre } },
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <LoginFailuresList items={items} />
    </I18nextProvider>,
  );
}

const items = [
  {
    id: 2,
    at: '2026-11-24T12:30:05Z',
    ip: '198.51.100.7',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  },
  { id: 1, at: '2026-11-24T12:29:00Z', ip: null, userAgent: null },
];

describe('LoginFailuresList (security centre)', () => {
  it('lists time (operator zone), address and device, in Vietnamese and English', async () => {
    const vi = await render('vi', items);
    expect(vi).toContain('198.51.100.7');
    expect(vi).toContain('Chrome · Android');
    expect(vi).toContain('Thiết bị không xác định');
    expect(vi).toContain('Địa chỉ IP');
    expect(vi).toContain('19:30:05'); // 12:30:05 UTC in Asia/Ho_Chi_Minh
    const en = await render('en', items);
    expect(en).toContain('Unknown device');
    expect(en).toContain('IP address');
    expect(en.match(/data-testid="login-failure"/g)).toHaveLength(2);
  });

  it('says so when there are none', async () => {
    expect(await render('en', [])).toContain('No failed sign-ins.');
    expect(await render('vi', [])).toContain('Không có lần đăng nhập thất bại nào.');
  });
});
