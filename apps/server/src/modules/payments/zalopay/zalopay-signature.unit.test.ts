import { describe, expect, it } from 'vitest';
import {
  macEquals,
  zaloPayCallbackMac,
  zaloPayDatePrefix,
  zaloPayOrderMac,
  zaloPayOrderMacInput,
} from './zalopay-signature.js';

// ZaloPay's published sandbox app 2553 keys (docs.zalopay.vn samples); reference MACs computed
// independently with `openssl dgst -sha256 -hmac <key>`.
const KEY1 = 'PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL';
const KEY2 = 'kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz';

describe('ZaloPay MACs (API v2)', () => {
  it('create order: key1 over app_id|app_trans_id|app_user|amount|app_time|embed_data|item', () => {
    const order = {
      app_id: 2553,
      app_trans_id: '190613_123456',
      app_user: 'user123',
      amount: 50000,
      app_time: 1560416186271,
      embed_data: '{}',
      item: '[]',
    };
    expect(zaloPayOrderMacInput(order)).toBe('2553|190613_123456|user123|50000|1560416186271|{}|[]');
    expect(zaloPayOrderMac(KEY1, order)).toBe('6112335ea6c9f68cf83559f851f5c2b8b79c4ba60c775f4949910a9382ee58d2');
  });

  it('callback: key2 over the data string exactly as received', () => {
    const data = '{"app_id":2553,"app_trans_id":"190613_1","amount":50000}';
    const mac = zaloPayCallbackMac(KEY2, data);
    expect(mac).toBe('28f425c6339a5cc05d29d4c2ce4a9b44699675451c2770d2348c38cf1bf3d047');
    expect(macEquals(mac, mac)).toBe(true);
    expect(macEquals(zaloPayCallbackMac(KEY2, data.replace('50000', '500000')), mac)).toBe(false);
    expect(macEquals(zaloPayCallbackMac(KEY1, data), mac)).toBe(false);
  });

  it('app_trans_id date: yymmdd in Vietnam time (GMT+7)', () => {
    expect(zaloPayDatePrefix(new Date('2026-11-22T16:59:59Z'))).toBe('261122');
    expect(zaloPayDatePrefix(new Date('2026-11-22T17:00:00Z'))).toBe('261123');
  });
});
