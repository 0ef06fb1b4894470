import { type KycRequestFields, KycRequestFieldsSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import { readImageForm, type UploadedImage } from '../../platform/http/image-form.js';

export interface KycForm {
  fields: KycRequestFields;
  images: UploadedImage[];
}

/**
 * Reads a verification request: the text fields (KycRequestFieldsSchema) and 1–3 document images checked
 * by content (platform/http/image-form.ts: png/jpg magic bytes, 5 MB each, at most 3). Everything is read
 * into memory and checked before anything is stored, so a refused request leaves nothing behind.
 */
export async function readKycForm(req: FastifyRequest): Promise<KycForm> {
  const { fields, images } = await readImageForm(req);
  const parsed = KycRequestFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('invalid_input', 400, 'Invalid verification request', {
      fields: parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message })),
    });
  }
  if (images.length === 0) {
    throw new AppError('kyc_documents_required', 400, 'Attach at least one document image', { field: 'images' });
  }
  return { fields: parsed.data, images };
}
