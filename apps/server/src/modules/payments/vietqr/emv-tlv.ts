/**
 * EMVCo merchant-presented QR data objects: ID (2 digits), length (2 digits), value. Lengths count
 * characters; VietQR values are ASCII (see vietqr-payload.ts), so characters and bytes agree.
 */
export interface TlvField {
  id: string;
  value: string;
}

export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id must be two digits: ${id}`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Splits a string of data objects; throws on a truncated or malformed one. */
export function parseTlv(data: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < data.length) {
    const head = data.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new Error(`Bad EMV field header at ${at}`);
    const length = Number(head.slice(2));
    const value = data.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`EMV field ${head.slice(0, 2)} is truncated`);
    fields.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
