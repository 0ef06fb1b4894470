import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@app/contracts';

/** Why a picked image was refused (translated as help:feedback.imageErrors.<reason>). */
export type ImageRejection = 'tooMany' | 'tooLarge' | 'badType';

export type ImageKind = 'png' | 'jpg';

/**
 * Recognises PNG and JPEG by their first bytes, as the server does: a file renamed to .png is
 * refused here too, so the player learns before uploading.
 */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** The part of a File the checks need (keeps the checks testable without a DOM). */
export interface PickedFile {
  name: string;
  size: number;
  head: Uint8Array;
}

export interface ImageCheck<T> {
  accepted: T[];
  rejected: { name: string; reason: ImageRejection }[];
}

/**
 * Adds newly picked files to those already chosen: at most FEEDBACK_MAX_IMAGES in all, each at
 * most FEEDBACK_MAX_IMAGE_BYTES and a real PNG or JPEG.
 */
export function checkImages<T extends PickedFile>(alreadyChosen: number, picked: T[]): ImageCheck<T> {
  const accepted: T[] = [];
  const rejected: ImageCheck<T>['rejected'] = [];
  for (const file of picked) {
    if (alreadyChosen + accepted.length >= FEEDBACK_MAX_IMAGES) rejected.push({ name: file.name, reason: 'tooMany' });
    else if (file.size > FEEDBACK_MAX_IMAGE_BYTES) rejected.push({ name: file.name, reason: 'tooLarge' });
    else if (!sniffImageKind(file.head)) rejected.push({ name: file.name, reason: 'badType' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** Reads the first bytes of a browser File for sniffImageKind. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 8).arrayBuffer());
}
