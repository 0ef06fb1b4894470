export { type AdjustmentsService, createAdjustmentsService } from './adjustments.service.js';
export { type AuditRecord, auditOrigin, operatorActor, writeAudit } from './audit.js';
export {
  OPERATOR_TOKEN_PREFIX,
  type OperatorPrincipal,
  operatorSession,
  requireOperator,
} from './operator.principal.js';
export { activeOperatorsHolding, type OperatorCard, operatorCard } from './operator-directory.js';
export { createOperatorsAdminService, type OperatorsAdminService } from './operators.admin.service.js';
export { registerOperatorRoutes } from './operators.routes.js';
export { DEMO_OPERATOR, seedOperators } from './operators.seed.js';
export {
  checkOperatorPassword,
  createOperatorsService,
  OPERATOR_FRICTION,
  OPERATOR_SESSION,
  type OperatorsService,
} from './operators.service.js';
export { totpCodeAt } from './totp.js';
export { createOperatorTotpService, type OperatorTotpService } from './totp.service.js';
