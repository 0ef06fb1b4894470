import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMissingFile } from './error-handler.js';

/** Where the back office lives on the site. */
export const ADMIN_PREFIX = '/admin';

/**
 * Serves the built back office (apps/admin/dist, built with base '/admin/') under /admin: its files, and its
 * index.html for every other GET under /admin (history-mode routes of the app). A missing file under /admin
 * (an old hashed chunk) answers 404, like the player site's. Nothing outside /admin is touched: the player
 * site keeps its own fallback. Returns false when there is no build (the API still serves /wps/operator/…).
 */
export async function registerAdminApp(app: FastifyInstance, adminDist: string): Promise<boolean> {
  const root = adminDist ? path.resolve(adminDist) : '';
  const indexFile = root ? path.join(root, 'index.html') : '';
  if (!indexFile || !existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root,
    prefix: `${ADMIN_PREFIX}/`,
    // The build never changes under a running server: one route per file, read at start.
    wildcard: false,
    index: false,
    // The player site's registration owns reply.sendFile.
    decorateReply: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const handler = (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? ADMIN_PREFIX;
    if (isMissingFile(url.slice(ADMIN_PREFIX.length) || '/')) {
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({
          success: false,
          code: 'not_found',
          message: `No file ${url}`,
        });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .send(indexHtml);
  };
  app.get(ADMIN_PREFIX, handler);
  app.get(`${ADMIN_PREFIX}/*`, handler);
  return true;
}
