import { randomBytes } from 'node:crypto';
import type { RealtimeServerFrame } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { createTestApp } from '../../../../test/harness.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { createLedgerService } from '../../ledger/index.js';
import { operatorSession } from '../../operators/index.js';
import { type CashoutHarness, makeMember, type TestMember } from '../../withdrawals/test/cashout.fixtures.js';

/*
 * Support-chat test helpers. Sessions come from the cash-out fixtures' resolver (x-test-member / x-test-operator
 * headers); sockets offer a dummy bearer subprotocol, as the endpoint asks for one before it asks the resolver.
 */

/**
 * Members from x-test-member "<id>:<type>", operators from x-test-operator "<id>" with the back office's
 * 'support' role (the role that answers the chat: its permissions are what the operator endpoints check),
 * or the role in x-test-role.
 */
export const resolveSession = async (req: FastifyRequest): Promise<SessionPrincipal | null> => {
  const op = req.headers['x-test-operator'];
  if (typeof op === 'string') {
    const mustChange = req.headers['x-test-must-change'] === '1';
    const role = req.headers['x-test-role'];
    return Object.assign(operatorSession(Number(op), `op${op}`, mustChange), {
      operatorRole: typeof role === 'string' ? role : 'support',
    });
  }
  const h = req.headers['x-test-member'];
  if (typeof h !== 'string') return null;
  const [id, type] = h.split(':').map(Number);
  return { memberId: id!, account: `m${id}`, type: type!, roles: type === 4 ? ['trial'] : ['member'] };
};

/** The real app on a fresh database with the sessions above. */
export async function chatApp(): Promise<CashoutHarness> {
  const t = await createTestApp({ deps: { resolveSession } });
  return { ...t, ledger: createLedgerService({ db: t.db, clock: t.clock }) };
}

export const dummyToken = randomBytes(24).toString('base64url');
export const operatorHeaders = (id = 7) => ({ 'x-test-operator': String(id) });

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,',
  'latin1',
);

/** A multipart/form-data body built by hand, as a browser sends it: fields and files named `image`. */
export function multipart(fields: Record<string, string>, files: { name: string; type: string; data: Buffer }[]) {
  const boundary = '----chatBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A member with a VIP rank (no row = rank 0). */
export async function player(h: CashoutHarness, rank = 0): Promise<TestMember> {
  const m = await makeMember(h);
  if (rank > 0) {
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
      VALUES (${m.id}, ${rank}, ${h.clock.now()}, ${h.clock.now()})
      ON CONFLICT (member_id) DO UPDATE SET rank = EXCLUDED.rank`;
  }
  return m;
}

export const isChat = (kind: string, conversationId?: number) => (f: RealtimeServerFrame) =>
  f.type === 'event' &&
  f.event.type === 'chat' &&
  f.event.kind === kind &&
  (conversationId === undefined || f.event.conversationId === conversationId);

/** Rows of the chat's tables and the audit log: what "nothing changed" compares. */
export async function footprint(h: CashoutHarness) {
  const [r] = await h.db<{ c: number; m: number; i: number; audit: number; xmin: string }[]>`SELECT
    (SELECT count(*)::int FROM support_conversations) AS c, (SELECT count(*)::int FROM support_messages) AS m,
    (SELECT count(*)::int FROM support_images) AS i,
    (SELECT count(*)::int FROM audit_log WHERE action LIKE 'support_chat.%') AS audit,
    (SELECT coalesce(string_agg(xmin::text, ',' ORDER BY id), '') FROM support_conversations) AS xmin`;
  return r!;
}
