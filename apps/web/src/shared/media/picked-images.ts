import { UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_IMAGES } from '@app/contracts';

/*
 * The first check of images a player picks to upload (feedback, identity documents, withdrawal proofs, the
 * support chat): png or jpg by content, 5 MB each, three in all, as the server decides (contracts uploads.ts).
 * The server checks again; this only lets the player hear before uploading.
 */

/** Why a picked image was refused (each form translates it: <namespace>:<form>.imageErrors.<reason>). */
export type ImageRejection = 'tooMany' | 'tooLarge' | 'badType';

// A type, not an interface: a note's text takes it whole as its interpolation values.
export type RejectedImage = {
  name: string;
  reason: ImageRejection;
};

/** The limits a note about a refused image quotes: `{{max}}` images, `{{mb}}` MB each. */
export const IMAGE_LIMITS = { max: UPLOAD_MAX_IMAGES, mb: UPLOAD_MAX_IMAGE_BYTES / 1024 / 1024 } as const;

/** What the checks need of a browser File (testable without a DOM). */
export interface PickedImage {
  name: string;
  size: number;
  /** Its first bytes (pickedImageOf). */
  head: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG or JPEG by their first bytes, not by name: a renamed file is refused here as the server would. */
export function isPngOrJpeg(head: Uint8Array): boolean {
  if (head.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => head[i] === b)) return true;
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/** Adds newly picked files to those already chosen: at most three in all, each at most 5 MB and a real PNG or JPEG. */
export function checkPickedImages<T extends PickedImage>(
  alreadyChosen: number,
  picked: T[],
): { accepted: T[]; rejected: RejectedImage[] } {
  const accepted: T[] = [];
  const rejected: RejectedImage[] = [];
  for (const file of picked) {
    if (alreadyChosen + accepted.length >= UPLOAD_MAX_IMAGES) rejected.push({ name: file.name, reason: 'tooMany' });
    else if (file.size > UPLOAD_MAX_IMAGE_BYTES) rejected.push({ name: file.name, reason: 'tooLarge' });
    else if (!isPngOrJpeg(file.head)) rejected.push({ name: file.name, reason: 'badType' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** A browser File as the checks see it: its name, its size and its first bytes, which it keeps for upload. */
export async function pickedImageOf(file: File): Promise<PickedImage & { file: File }> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return { file, name: file.name, size: file.size, head };
}
