import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, parseTlv } from './emv-tlv.js';
import { buildVietQrPayload, decodeVietQrPayload, plainMessage } from './vietqr-payload.js';

// Published by github.com/subiz/vietqr (README): 120,000 đ to Vietinbank (970415) account 0011001932418,
// message "ủng hộ lũ lụt" (dynamic: point of initiation 12).
const PUBLISHED =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';

describe('CRC-16/CCITT-FALSE', () => {
  it('matches the standard check value of "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

describe('VietQR payload', () => {
  it('decodes a published payload and verifies its CRC', () => {
    const d = decodeVietQrPayload(PUBLISHED);
    expect(d).toMatchObject({
      guid: 'A000000727',
      bin: '970415',
      accountNumber: '0011001932418',
      service: 'QRIBFTTA',
      currency: '704',
      amountVnd: 120000,
      country: 'VN',
      message: 'ung ho lu lut',
      crc: 'C15C',
      crcValid: true,
    });
  });

  it('rebuilds the published payload byte for byte', () => {
    const built = buildVietQrPayload({
      bin: '970415',
      accountNumber: '0011001932418',
      amountVnd: 120000,
      message: 'ủng hộ lũ lụt',
    });
    expect(built).toBe(PUBLISHED);
  });

  it('builds a dynamic QR with the deposit reference and a valid CRC', () => {
    const payload = buildVietQrPayload({
      bin: '970436',
      accountNumber: '0071000123456',
      amountVnd: 500000,
      message: 'KX7M2QPA',
    });
    const fields = parseTlv(payload).map((f) => f.id);
    expect(fields).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    const d = decodeVietQrPayload(payload);
    expect(d).toMatchObject({
      initiation: '12',
      bin: '970436',
      amountVnd: 500000,
      message: 'KX7M2QPA',
      crcValid: true,
    });
  });

  it('a static QR has no amount field', () => {
    const d = decodeVietQrPayload(buildVietQrPayload({ bin: '970436', accountNumber: '123' }));
    expect(d).toMatchObject({ initiation: '11', amountVnd: null, message: null, crcValid: true });
  });

  it('detects a changed character through the CRC', () => {
    const spoiled = PUBLISHED.replace('120000', '920000');
    expect(decodeVietQrPayload(spoiled).crcValid).toBe(false);
  });

  it('refuses a bad BIN, account or amount', () => {
    expect(() => buildVietQrPayload({ bin: '97041', accountNumber: '1' })).toThrow();
    expect(() => buildVietQrPayload({ bin: '970415', accountNumber: '12 34' })).toThrow();
    expect(() => buildVietQrPayload({ bin: '970415', accountNumber: '1', amountVnd: 10.5 })).toThrow();
  });

  it('plain message: no diacritics, only letters, digits and spaces, at most 25', () => {
    expect(plainMessage('Nạp tiền: Đặng #KX7M')).toBe('Nap tien Dang KX7M');
    expect(plainMessage('x'.repeat(40))).toHaveLength(25);
  });
});
