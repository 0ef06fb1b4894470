import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTestApp } from '../../../../test/harness.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { createLedgerService } from '../../ledger/index.js';
import { operatorSession } from '../../operators/index.js';
import type { CashoutHarness } from '../../withdrawals/test/cashout.fixtures.js';

/** Images by content: the signature bytes are what the server's type check reads. */
export const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('0000000100000001080600000031', 'hex'),
  Buffer.alloc(64, 7),
]);
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 9),
]);
/** A GIF: a real image, but not one the site takes. */
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]) {
  const boundary = `----kyc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
      : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n\r\n`),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The text fields of a valid request for `level` (an adult born in 1990). */
export const fieldsOf = (level: 'basic' | 'full', over: Record<string, string> = {}): Part[] =>
  Object.entries({
    level,
    fullName: 'Nguyễn Văn An',
    dateOfBirth: '1990-04-12',
    idNumber: '079090001234',
    ...over,
  }).map(([name, data]) => ({ name, data }));

export const image = (data: Buffer, filename = 'id.png', type = 'image/png'): Part => ({
  name: 'images',
  filename,
  type,
  data,
});

export function submit(app: FastifyInstance, headers: Record<string, string>, parts: Part[]) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/wps/member/kyc/requests',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * The real app with the cash-out fixtures' test sessions (header x-test-member "<id>:<type>"), where an
 * operator (header x-test-operator "<id>") holds the back office's `risk` role, the one that reviews
 * identity documents (x-test-role names another).
 */
export async function kycApp(env: Record<string, string> = {}): Promise<CashoutHarness> {
  const resolveSession = async (req: FastifyRequest): Promise<SessionPrincipal | null> => {
    const op = req.headers['x-test-operator'];
    if (typeof op === 'string') {
      const role = req.headers['x-test-role'];
      return { ...operatorSession(Number(op), `op${op}`), operatorRole: typeof role === 'string' ? role : 'risk' };
    }
    const h = req.headers['x-test-member'];
    if (typeof h !== 'string') return null;
    const [id, type] = h.split(':').map(Number);
    return { memberId: id!, account: `m${id}`, type: type!, roles: type === 4 ? ['trial'] : ['member'] };
  };
  const t = await createTestApp({ env, deps: { resolveSession } });
  return { ...t, ledger: createLedgerService({ db: t.db, clock: t.clock }) };
}
