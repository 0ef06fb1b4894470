import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_IMAGES, type UploadImageMime } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badInput } from './app-error.js';
import { invalidCharacters } from './nul-guard.js';

export interface UploadedImage {
  mime: UploadImageMime;
  data: Buffer;
}
export interface ImageForm {
  /** Text fields by name (the last value of a repeated one). */
  fields: Record<string, string>;
  images: UploadedImage[];
}

/** One more file than allowed, so the extra one gets our own error rather than a silent cut. */
const LIMITS = {
  fileSize: UPLOAD_MAX_IMAGE_BYTES,
  files: UPLOAD_MAX_IMAGES + 1,
  fields: 10,
  fieldSize: 4 * 1024,
  parts: 20,
};

const tooLarge = () =>
  new AppError('payload_too_large', 413, `Each image must be at most ${UPLOAD_MAX_IMAGE_BYTES / 1024 / 1024} MB`, {
    field: 'images',
  });

/**
 * Reads a multipart form with image attachments (spec §5/§9: png or jpg, at most 3, 5 MB each) wholly
 * into memory before anything is stored, so a refused request leaves nothing behind. Images are
 * recognised by their content (magic bytes), never by the file name or the declared content type.
 */
export async function readImageForm(req: FastifyRequest): Promise<ImageForm> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 415, 'Expected multipart/form-data');
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  for await (const part of req.parts({ limits: LIMITS })) {
    if (part.type === 'field') {
      // Multipart bodies are read here, after the request-wide NUL guard: their text fields get the same check.
      if (part.fieldname.includes('\u0000') || (typeof part.value === 'string' && part.value.includes('\u0000'))) {
        throw invalidCharacters(`body.${part.fieldname.replaceAll('\u0000', '')}`);
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (images.length >= UPLOAD_MAX_IMAGES) {
      throw badInput(`At most ${UPLOAD_MAX_IMAGES} images`, { field: 'images', max: UPLOAD_MAX_IMAGES });
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
    const mime = UPLOAD_IMAGE_TYPES.find((t) => t === type?.mime);
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
