import type { FastifyInstance } from 'fastify';

/**
 * HTML form posts (the stand-in pages' buttons) parsed as flat records, once per scope: a scope that
 * already parses them (e.g. with @fastify/formbody, registered by the accounts module) keeps its parser.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
