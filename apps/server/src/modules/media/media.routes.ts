import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/http/app-error.js';
import { renderArt } from './media.service.js';
import { ArtKinds, ArtMotifs } from './media.urls.js';

const ParamsSchema = z.object({ kind: z.string(), file: z.string() });
const QuerySchema = z.object({
  t: z.string().max(80).optional(),
  s: z.string().max(120).optional(),
  c: z.string().max(40).optional(),
  m: z.enum(ArtMotifs).optional(),
});
const KindSchema = z.enum(ArtKinds);
const FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;

/**
 * GET /media/art/<kind>/<slug>.svg: generated artwork. Not a JSON endpoint, so it is registered on
 * Fastify directly rather than through the contracts; failures still answer with the error envelope.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  app.get('/media/art/:kind/:file', async (req, reply) => {
    const params = ParamsSchema.parse(req.params);
    const kind = KindSchema.safeParse(params.kind);
    const file = FILE.exec(params.file);
    if (!kind.success || !file) throw notFound('No such artwork');
    const query = QuerySchema.parse(req.query ?? {});
    const art = renderArt(kind.data, { slug: file[1]!, ...query });
    if (req.headers['if-none-match'] === art.etag) return reply.status(304).send();
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', art.etag)
        // Public artwork: other origins (an operator's CDN, an embedding page) may load it.
        .header('cross-origin-resource-policy', 'cross-origin')
        // An SVG opened on its own is a document: forbid scripts and outside loads in it.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .send(art.svg)
    );
  });
}
