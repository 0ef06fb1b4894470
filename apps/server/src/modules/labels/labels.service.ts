import type { MemberLabel } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { findLabel, type LabelRow, listLabels } from './labels.repository.js';

type Origin = { ip?: string | null; requestId?: string | null };

const toLabel = (r: LabelRow): MemberLabel => ({
  code: r.code,
  name: r.names,
  members: r.members,
  createdAt: r.created_at.toISOString(),
});

/** Operators: member labels and who holds them. Every change is audited; a bad list changes nothing. */
export function createLabelsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(session: SessionPrincipal | null) {
    requireOperator(session);
    return { items: (await listLabels(db)).map(toLabel) };
  }

  async function create(
    session: SessionPrincipal | null,
    input: { code: string; name: { vi: string; en: string } },
    origin: Origin,
  ): Promise<MemberLabel> {
    const actor = operatorActor(requireOperator(session));
    return db.begin(async (tx) => {
      const [row] = await tx<{ id: number }[]>`INSERT INTO member_labels (code, names, created_at, created_by)
        VALUES (${input.code}, ${tx.json(input.name)}, ${clock.now()}, ${actor})
        ON CONFLICT (code) DO NOTHING RETURNING id`;
      if (!row) throw new AppError('label_exists', 409, 'A label with this code exists', { code: input.code });
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'label.create',
        subject: `label:${input.code}`,
        after: input,
        ...origin,
      });
      return toLabel((await findLabel(tx, input.code))!);
    });
  }

  /** Assign or unassign a label for a list of accounts: all or none; a repeat changes (and audits) 0 rows. */
  async function change(
    session: SessionPrincipal | null,
    code: string,
    accounts: string[],
    mode: 'assign' | 'unassign',
    origin: Origin,
  ): Promise<{ changed: number }> {
    const actor = operatorActor(requireOperator(session));
    const label = await findLabel(db, code);
    if (!label) throw new AppError('label_not_found', 404, 'No such label', { code });
    const names = [...new Set(accounts.map((a) => a.trim()).filter(Boolean))];
    const members = await db<{ id: number; account: string }[]>`SELECT id, account FROM members
      WHERE account = ANY(${names})`;
    const known = new Set(members.map((m) => m.account));
    const unknown = names.filter((n) => !known.has(n));
    if (unknown.length > 0 || names.length === 0) {
      throw new AppError('label_unknown_accounts', 422, 'Unknown accounts', { accounts: unknown });
    }
    const ids = members.map((m) => m.id);
    return db.begin(async (tx) => {
      const now = clock.now();
      const rows =
        mode === 'assign'
          ? await tx<
              { member_id: number }[]
            >`INSERT INTO member_label_assignments (member_id, label_id, assigned_at, assigned_by)
              SELECT unnest(${ids}::bigint[]), ${label.id}, ${now}, ${actor}
              ON CONFLICT (member_id, label_id) DO NOTHING RETURNING member_id`
          : await tx<{ member_id: number }[]>`DELETE FROM member_label_assignments
              WHERE label_id = ${label.id} AND member_id = ANY(${ids}::bigint[]) RETURNING member_id`;
      // Only real changes are recorded: a repeated call is a no-op and leaves no trace.
      if (rows.length > 0) {
        const changed = new Set(rows.map((r) => r.member_id));
        await writeAudit(tx, {
          at: now,
          actor,
          action: `label.${mode}`,
          subject: `label:${code}`,
          after: { accounts: members.filter((m) => changed.has(m.id)).map((m) => m.account) },
          ...origin,
        });
      }
      return { changed: rows.length };
    });
  }

  return { list, create, change };
}
export type LabelsService = ReturnType<typeof createLabelsService>;
