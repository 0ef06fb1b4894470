import { backofficeWithdrawalProofsContract as c } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';

/**
 * The proof images of "not received" reports, for the operator closing the dispute (spec §4). The bytes are
 * sent as the member's upload was checked (PNG or JPEG by content), never cached, never sniffed.
 */
export function registerWithdrawalProofRoutes(route: Route, db: Db): void {
  route(c.list, async ({ session, params }) => {
    requireOperator(session);
    const [w] = await db<{ id: number }[]>`SELECT id FROM withdrawals WHERE id = ${params.id}`;
    if (!w) throw new AppError('withdrawal_not_found', 404, 'No such withdrawal');
    const rows = await db<{ id: number; mime: string; created_at: Date }[]>`
      SELECT id, mime, created_at FROM withdrawal_proofs WHERE withdrawal_id = ${params.id} ORDER BY id`;
    return { items: rows.map((r) => ({ id: Number(r.id), mime: r.mime, createdAt: r.created_at.toISOString() })) };
  });
  route(c.image, async ({ session, params, reply }) => {
    requireOperator(session);
    const [row] = await db<{ id: number; mime: string; data: Buffer }[]>`
      SELECT id, mime, data FROM withdrawal_proofs WHERE id = ${params.id}`;
    if (!row) throw new AppError('not_found', 404, 'No such proof image');
    reply
      .type(row.mime)
      .header('cache-control', 'private, no-store, max-age=0')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('content-security-policy', "default-src 'none'")
      .send(row.data);
    return reply as never;
  });
}
