import { WITHDRAWAL_PROOF_MAX_BYTES, WITHDRAWAL_PROOF_MAX_IMAGES, WITHDRAWAL_PROOF_TYPES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badInput } from '../../platform/http/app-error.js';

export type ProofMime = (typeof WITHDRAWAL_PROOF_TYPES)[number];
export interface ProofForm {
  note: string;
  images: { mime: ProofMime; data: Buffer }[];
}

/** One more file than allowed, so the extra one gets our own error rather than a silent cut. */
const LIMITS = {
  fileSize: WITHDRAWAL_PROOF_MAX_BYTES,
  files: WITHDRAWAL_PROOF_MAX_IMAGES + 1,
  fields: 5,
  fieldSize: 4 * 1024,
  parts: 10,
};

const tooLarge = () =>
  new AppError('payload_too_large', 413, `Each image must be at most ${WITHDRAWAL_PROOF_MAX_BYTES / 1024 / 1024} MB`, {
    field: 'images',
  });

/**
 * Reads a "not received" report (field 'note', files 'images') wholly into memory before anything is
 * stored. Images are recognised by their content (magic bytes), never by name or declared type, as the
 * feedback form does.
 */
export async function readProofForm(req: FastifyRequest): Promise<ProofForm> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, 'Expected multipart/form-data');
  let note = '';
  const images: ProofForm['images'] = [];
  for await (const part of req.parts({ limits: LIMITS })) {
    if (part.type === 'field') {
      if (part.fieldname === 'note' && typeof part.value === 'string') note = part.value.trim().slice(0, 140);
      continue;
    }
    if (images.length >= WITHDRAWAL_PROOF_MAX_IMAGES) {
      throw badInput(`At most ${WITHDRAWAL_PROOF_MAX_IMAGES} images`, {
        field: 'images',
        max: WITHDRAWAL_PROOF_MAX_IMAGES,
      });
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw err;
    }
    if (part.file.truncated) throw tooLarge();
    if (data.length === 0) continue;
    const type = await fileTypeFromBuffer(data);
    const mime = WITHDRAWAL_PROOF_TYPES.find((t) => t === type?.mime);
    if (!mime) {
      throw new AppError('unsupported_media_type', 415, 'Images must be PNG or JPEG', {
        field: 'images',
        detected: type?.mime ?? null,
      });
    }
    images.push({ mime, data });
  }
  return { note, images };
}
