import type { FastifyRequest } from 'fastify';
import { readImageForm, type UploadedImage } from '../../platform/http/image-form.js';

export interface ProofForm {
  note: string;
  images: UploadedImage[];
}

/** Reads a "not received" report: field 'note' (up to 140 characters, spec §5) and files 'images'. */
export async function readProofForm(req: FastifyRequest): Promise<ProofForm> {
  const { fields, images } = await readImageForm(req);
  return { note: (fields.note ?? '').trim().slice(0, 140), images };
}
