import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { auditOrigin, operatorActor, writeAudit } from './audit.js';
import type { OperatorPrincipal } from './operator.principal.js';
import { findOperatorById } from './operators.repository.js';
import { newOperatorTotpSecret, totpStep, totpUri } from './totp.js';

const CONFIRM_LIMIT = { limit: 10, windowMs: 15 * 60_000, mode: 'sliding' as const };
const notFound = () => new AppError('operator_not_found', 404, 'No such operator');

/** An operator's own TOTP enrolment: a QR code, then a code from the authenticator to confirm it. */
export function createOperatorTotpService({ db, clock }: { db: Db; clock: Clock }) {
  const limiter = createRateLimiter(db, clock);

  /** A fresh secret offered to the operator; enrolment ends when a code of it is confirmed. */
  async function enrol(op: OperatorPrincipal, req: FastifyRequest) {
    const secret = newOperatorTotpSecret();
    const now = clock.now();
    await db.begin(async (tx) => {
      const row = await findOperatorById(tx, op.operatorId, { forUpdate: true });
      if (!row) throw notFound();
      if (row.totp_secret) {
        throw new AppError('operator_totp_already_enrolled', 409, 'TOTP is already set up; an owner can reset it');
      }
      await tx`UPDATE operators SET totp_pending_secret = ${secret} WHERE id = ${op.operatorId}`;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'operator.totp_enrol_started',
        subject: `operator:${op.operatorId}`,
        ...auditOrigin(req),
      });
    });
    const otpauthUri = totpUri(secret, op.username);
    const qrDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { secret, otpauthUri, qrDataUrl };
  }

  /** Confirms the offered secret with a code from the authenticator: from now on login asks for a code. */
  async function confirm(op: OperatorPrincipal, code: string, req: FastifyRequest) {
    await limiter.consume('operator-totp:operator', String(op.operatorId), CONFIRM_LIMIT);
    const now = clock.now();
    await db.begin(async (tx) => {
      const row = await findOperatorById(tx, op.operatorId, { forUpdate: true });
      if (!row) throw notFound();
      if (row.totp_secret) throw new AppError('operator_totp_already_enrolled', 409, 'TOTP is already set up');
      if (!row.totp_pending_secret) throw new AppError('operator_totp_not_started', 409, 'Start the enrolment first');
      const step = totpStep(row.totp_pending_secret, row.username, code, now.getTime());
      if (step === null) throw new AppError('operator_totp_invalid', 400, 'Wrong code');
      await tx`UPDATE operators SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
        totp_enrolled_at = ${now}, totp_last_step = ${step} WHERE id = ${op.operatorId}`;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'operator.totp_enrolled',
        subject: `operator:${op.operatorId}`,
        ...auditOrigin(req),
      });
    });
    return { ok: true };
  }

  return { enrol, confirm };
}
export type OperatorTotpService = ReturnType<typeof createOperatorTotpService>;
