import type { Queryable } from '../../../platform/db/connect.js';
import type { Carrier } from './card-formats.js';

export interface CardSubmissionRow {
  deposit_id: number;
  carrier: Carrier;
  serial: string;
  pin_last4: string;
  declared_value: number;
  discount_bp: number;
  wrong_value_penalty_bp: number;
  status: 'pending' | 'used' | 'refused';
  real_value: number | null;
  created_at: Date;
  finished_at: Date | null;
}

const num = (r: CardSubmissionRow): CardSubmissionRow => ({
  ...r,
  deposit_id: Number(r.deposit_id),
  declared_value: Number(r.declared_value),
  real_value: r.real_value === null ? null : Number(r.real_value),
});

/** False when the card (carrier + serial) is pending or already used: the unique index says so. */
export async function insertCardSubmission(
  q: Queryable,
  s: Omit<CardSubmissionRow, 'status' | 'real_value' | 'finished_at'>,
): Promise<boolean> {
  const rows = await q`INSERT INTO phone_card_submissions
      (deposit_id, carrier, serial, pin_last4, declared_value, discount_bp, wrong_value_penalty_bp, status, created_at)
    VALUES (${s.deposit_id}, ${s.carrier}, ${s.serial}, ${s.pin_last4}, ${s.declared_value}, ${s.discount_bp},
      ${s.wrong_value_penalty_bp}, 'pending', ${s.created_at})
    ON CONFLICT (carrier, serial) WHERE status IN ('pending', 'used') DO NOTHING`;
  return rows.count === 1;
}

export async function findCardSubmission(q: Queryable, depositId: number): Promise<CardSubmissionRow | null> {
  const rows = await q<CardSubmissionRow[]>`SELECT * FROM phone_card_submissions WHERE deposit_id = ${depositId}`;
  return rows[0] ? num(rows[0]) : null;
}

/** True when this card is pending or was accepted already. */
export async function cardTaken(q: Queryable, carrier: Carrier, serial: string): Promise<boolean> {
  const rows = await q`SELECT 1 FROM phone_card_submissions
    WHERE carrier = ${carrier} AND serial = ${serial} AND status IN ('pending', 'used')`;
  return rows.length > 0;
}

/** pending → used (with the real value) or refused (the card may be tried again); once. */
export async function finishCardSubmission(
  q: Queryable,
  depositId: number,
  status: 'used' | 'refused',
  realValue: number | null,
  at: Date,
): Promise<void> {
  await q`UPDATE phone_card_submissions SET status = ${status}, real_value = ${realValue}, finished_at = ${at}
    WHERE deposit_id = ${depositId} AND status = 'pending'`;
}
