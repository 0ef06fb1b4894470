import { FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badInput } from '../../platform/http/app-error.js';

export type FeedbackImageMime = (typeof FEEDBACK_IMAGE_TYPES)[number];
export interface FeedbackImage {
  mime: FeedbackImageMime;
  data: Buffer;
}
export interface FeedbackForm {
  fields: Record<string, string>;
  images: FeedbackImage[];
}

/** Limits handed to @fastify/multipart: one more file than allowed so the extra one gets our own error. */
export const FEEDBACK_MULTIPART_LIMITS = {
  fileSize: FEEDBACK_MAX_IMAGE_BYTES,
  files: FEEDBACK_MAX_IMAGES + 1,
  fields: 10,
  fieldSize: 4 * 1024,
  parts: 20,
};

const tooLarge = () =>
  new AppError('payload_too_large', 413, `Each image must be at most ${FEEDBACK_MAX_IMAGE_BYTES / 1024 / 1024} MB`, {
    field: 'images',
  });

/**
 * Reads the multipart feedback form completely into memory before anything is stored, so a refused
 * request leaves nothing behind. Images are identified by their content (magic bytes), never by the
 * file name or the declared content type.
 */
export async function readFeedbackForm(req: FastifyRequest): Promise<FeedbackForm> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, 'Expected multipart/form-data');
  const fields: Record<string, string> = {};
  const images: FeedbackImage[] = [];
  for await (const part of req.parts({ limits: FEEDBACK_MULTIPART_LIMITS })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (images.length >= FEEDBACK_MAX_IMAGES) {
      throw badInput(`At most ${FEEDBACK_MAX_IMAGES} images`, { field: 'images', max: FEEDBACK_MAX_IMAGES });
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw err;
    }
    if (part.file.truncated) throw tooLarge();
    if (data.length === 0) continue; // an empty file input, as browsers send when nothing was picked
    const type = await fileTypeFromBuffer(data);
    const mime = FEEDBACK_IMAGE_TYPES.find((t) => t === type?.mime);
    if (!mime) {
      throw new AppError('unsupported_media_type', 415, 'Images must be PNG or JPEG', {
        field: 'images',
        detected: type?.mime ?? null,
      });
    }
    images.push({ mime, data });
  }
  return { fields, images };
}
