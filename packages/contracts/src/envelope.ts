import { z } from 'zod/mini';

/** Stable error codes the server returns and the client translates (locales: errors.<code>). */
export const ErrorCodes = [
  'invalid_input',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'business_rule',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'maintenance',
  'region_restricted',
  'internal_error',
] as const;
export const ErrorCodeSchema = z.enum(ErrorCodes);
export type ErrorCode = (typeof ErrorCodes)[number];

/** Failure envelope: `code` is stable and machine-readable; `message` is an English fallback. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  details: z.optional(z.unknown()),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Success envelope around an endpoint's value schema. */
export function okEnvelope<T extends z.ZodMiniType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
