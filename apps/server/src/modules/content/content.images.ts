import { backofficeContentImagesContract as c } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { badInput, notFound } from '../../platform/http/app-error.js';
import { readImageForm } from '../../platform/http/image-form.js';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin, operatorActor, requireOperator, writeAudit } from '../operators/index.js';

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
const FILE = /^([1-9][0-9]{0,15})\.(png|jpg)$/;

/**
 * Operator image uploads (banners, notices, help articles): stored in the database so every node serves them,
 * audited, and never changed once stored, so the address can be cached for good.
 */
export function registerContentImages(app: FastifyInstance, route: Route, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;

  route(c.upload, async ({ session, req }) => {
    const op = requireOperator(session);
    const form = await readImageForm(req);
    if (form.images.length !== 1) throw badInput('Send exactly one image', { field: 'image' });
    const image = form.images[0]!;
    const url = await db.begin(async (tx) => {
      const [row] = await tx<
        { id: string }[]
      >`INSERT INTO content_images (mime, size_bytes, data, operator_id, created_at)
        VALUES (${image.mime}, ${image.data.length}, ${image.data}, ${op.operatorId}, ${clock.now()}) RETURNING id`;
      const address = `/media/uploads/${row!.id}.${EXT[image.mime]}`;
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'content.image_upload',
        subject: address,
        after: { url: address, mime: image.mime, bytes: image.data.length },
        ...auditOrigin(req),
      });
      return address;
    });
    return { url };
  });

  app.get('/media/uploads/:file', async (req, reply) => {
    const m = FILE.exec(String((req.params as { file?: unknown }).file ?? ''));
    if (!m) throw notFound('No such image');
    const [row] = await db<{ mime: string; data: Buffer }[]>`SELECT mime, data FROM content_images WHERE id = ${m[1]!}`;
    if (!row || EXT[row.mime as keyof typeof EXT] !== m[2]) throw notFound('No such image');
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(row.data);
  });
}
