import { withdrawalsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';
import { withPathParams } from '../../../../shared/api/path-params';

/** POST /wps/withdrawals/:id/not-received: a multipart report with a note and 1–3 proof images. */
export function reportNotReceived(id: number, note: string, images: readonly File[]) {
  const form = new FormData();
  form.set('note', note);
  for (const image of images) form.append('images', image, image.name);
  return request(withPathParams(withdrawalsContract.notReceived, { id }), { body: form });
}
