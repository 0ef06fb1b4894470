import { crc16CcittFalse, parseTlv, tlv } from './emv-tlv.js';

/** NAPAS's globally unique identifier in the consumer account information (field 38, sub-field 00). */
export const NAPAS_GUID = 'A000000727';
/** Service code of an inter-bank 24/7 transfer to an account. */
export const SERVICE_TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';

export interface VietQrInput {
  /** The receiving bank's 6-digit NAPAS BIN (e.g. 970436 Vietcombank). */
  bin: string;
  accountNumber: string;
  /** Whole đồng; absent for a QR without an amount. */
  amountVnd?: number;
  /** Transfer message (purpose of transaction): the deposit's reference. */
  message?: string;
  /** '12' (dynamic, one payment) by default when an amount is set, else '11' (static). */
  initiation?: '11' | '12';
}

/**
 * Bank apps copy field 62's text into the transfer message, and some refuse or mangle anything but
 * plain letters, digits and spaces: diacritics are dropped (đ → d), other characters become spaces.
 */
export function plainMessage(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 25);
}

/** The VietQR (NAPAS / EMVCo merchant-presented) payload of a transfer to an account, CRC included. */
export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new Error('A NAPAS BIN is 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber)) throw new Error('Account number: 1–19 letters or digits');
  const amount = input.amountVnd;
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13)) {
    throw new Error('The amount is a positive whole number of đồng (at most 13 digits)');
  }
  const initiation = input.initiation ?? (amount === undefined ? '11' : '12');
  const beneficiary = tlv('00', input.bin) + tlv('01', input.accountNumber);
  const account = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TRANSFER_TO_ACCOUNT);
  const message = input.message === undefined ? '' : plainMessage(input.message);
  const body =
    tlv('00', '01') +
    tlv('01', initiation) +
    tlv('38', account) +
    tlv('53', CURRENCY_VND) +
    (amount === undefined ? '' : tlv('54', String(amount))) +
    tlv('58', 'VN') +
    (message ? tlv('62', tlv('08', message)) : '');
  // The CRC covers everything before it, its own ID and length included.
  const signed = `${body}6304`;
  return signed + crc16CcittFalse(signed);
}

export interface DecodedVietQr {
  initiation: string;
  guid: string;
  bin: string;
  accountNumber: string;
  service: string;
  currency: string;
  amountVnd: number | null;
  country: string;
  message: string | null;
  crc: string;
  crcValid: boolean;
}

/** Reads a VietQR payload back (tests, and anyone checking what a QR says); throws when malformed. */
export function decodeVietQrPayload(payload: string): DecodedVietQr {
  const top = new Map(parseTlv(payload).map((f) => [f.id, f.value]));
  const account = new Map(parseTlv(top.get('38') ?? '').map((f) => [f.id, f.value]));
  const beneficiary = new Map(parseTlv(account.get('01') ?? '').map((f) => [f.id, f.value]));
  const extra = new Map(parseTlv(top.get('62') ?? '').map((f) => [f.id, f.value]));
  const crc = top.get('63') ?? '';
  const crcAt = payload.lastIndexOf('6304');
  return {
    initiation: top.get('01') ?? '',
    guid: account.get('00') ?? '',
    bin: beneficiary.get('00') ?? '',
    accountNumber: beneficiary.get('01') ?? '',
    service: account.get('02') ?? '',
    currency: top.get('53') ?? '',
    amountVnd: top.has('54') ? Number(top.get('54')) : null,
    country: top.get('58') ?? '',
    message: extra.get('08') ?? null,
    crc,
    crcValid: crcAt === payload.length - 8 && crc16CcittFalse(payload.slice(0, crcAt + 4)) === crc.toUpperCase(),
  };
}
