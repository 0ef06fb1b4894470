import type { FastifyRequest } from 'fastify';
import type { SessionPrincipal } from '../../../platform/http/route.js';

/**
 * The session lookup of cashout.fixtures (header x-test-member "<id>:<type>"), for a second app on the
 * same database (createPeerApp): a server process that knows the same members.
 */
export const memberSessionFromHeader = async (req: FastifyRequest): Promise<SessionPrincipal | null> => {
  const h = req.headers['x-test-member'];
  if (typeof h !== 'string') return null;
  const [id, type] = h.split(':').map(Number);
  return { memberId: id!, account: `m${id}`, type: type!, roles: type === 4 ? ['trial'] : ['member'] };
};

export const sessionOf = (memberId: number): SessionPrincipal => ({
  memberId,
  account: `m${memberId}`,
  type: 0,
  roles: ['member'],
});
