import type { Queryable } from '../../platform/db/connect.js';

export interface LabelRow {
  id: number;
  code: string;
  names: { vi: string; en: string };
  created_at: Date;
  members: number;
}

export function listLabels(q: Queryable): Promise<LabelRow[]> {
  return q<LabelRow[]>`SELECT l.id, l.code, l.names, l.created_at,
      (SELECT count(*)::int FROM member_label_assignments a WHERE a.label_id = l.id) AS members
    FROM member_labels l ORDER BY l.code`;
}

export async function findLabel(q: Queryable, code: string): Promise<LabelRow | undefined> {
  const [row] = await q<LabelRow[]>`SELECT l.id, l.code, l.names, l.created_at,
      (SELECT count(*)::int FROM member_label_assignments a WHERE a.label_id = l.id) AS members
    FROM member_labels l WHERE l.code = ${code}`;
  return row;
}

/** The codes of a member's labels (promotion eligibility). */
export async function memberLabelCodes(q: Queryable, memberId: number): Promise<string[]> {
  const rows = await q<{ code: string }[]>`SELECT l.code FROM member_label_assignments a
    JOIN member_labels l ON l.id = a.label_id WHERE a.member_id = ${memberId} ORDER BY l.code`;
  return rows.map((r) => r.code);
}

/** A member's labels as memberInfo shows them (spec: { labelName }), in label-code order. */
export async function memberLabelNames(
  q: Queryable,
  memberId: number,
  lang: 'vi' | 'en' = 'vi',
): Promise<{ labelName: string }[]> {
  const rows = await q<{ names: { vi: string; en: string } }[]>`SELECT l.names FROM member_label_assignments a
    JOIN member_labels l ON l.id = a.label_id WHERE a.member_id = ${memberId} ORDER BY l.code`;
  return rows.map((r) => ({ labelName: r.names[lang] }));
}
