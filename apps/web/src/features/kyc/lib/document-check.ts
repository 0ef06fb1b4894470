import { ageOn, MIN_PLAYER_AGE, UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_IMAGES } from '@app/contracts';

/** Why a picked document was refused (translated as memberCentre:kyc.imageErrors.<reason>). */
export type DocumentRejection = 'tooMany' | 'tooLarge' | 'badType';

/**
 * PNG or JPEG by their first bytes, as the server decides (by content, not by name): a renamed file is
 * refused here too, before it is uploaded.
 */
export function isPngOrJpeg(head: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((b, i) => head[i] === b)) return true;
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/** What the checks need of a browser File (testable without a DOM). */
export interface PickedDocument {
  name: string;
  size: number;
  head: Uint8Array;
}

/** Adds picked files to those already chosen: at most 3 in all, each at most 5 MB and a real PNG or JPEG. */
export function checkDocuments<T extends PickedDocument>(
  alreadyChosen: number,
  picked: T[],
): { accepted: T[]; rejected: { name: string; reason: DocumentRejection }[] } {
  const accepted: T[] = [];
  const rejected: { name: string; reason: DocumentRejection }[] = [];
  for (const file of picked) {
    if (alreadyChosen + accepted.length >= UPLOAD_MAX_IMAGES) rejected.push({ name: file.name, reason: 'tooMany' });
    else if (file.size > UPLOAD_MAX_IMAGE_BYTES) rejected.push({ name: file.name, reason: 'tooLarge' });
    else if (!isPngOrJpeg(file.head)) rejected.push({ name: file.name, reason: 'badType' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** Reads the first bytes of a browser File for isPngOrJpeg. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 8).arrayBuffer());
}

/** True when a yyyy-MM-dd birth date makes the player 18 or older on `now` (the server's own rule). */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return false;
  return ageOn([Number(m[1]), Number(m[2]), Number(m[3])], now) >= MIN_PLAYER_AGE;
}
