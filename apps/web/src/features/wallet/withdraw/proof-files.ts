import { WITHDRAWAL_PROOF_MAX_BYTES, WITHDRAWAL_PROOF_MAX_IMAGES, WITHDRAWAL_PROOF_TYPES } from '@app/contracts';

export type ProofProblem = 'none' | 'tooMany' | 'type' | 'size';

/**
 * First check of the proof images of a "not received" report (spec §5: png or jpg, at most 3, 5 MB each),
 * so the member hears at once; the server checks again by the files' content.
 */
export function proofProblem(files: readonly { type: string; size: number }[]): ProofProblem | null {
  if (files.length === 0) return 'none';
  if (files.length > WITHDRAWAL_PROOF_MAX_IMAGES) return 'tooMany';
  if (files.some((f) => !(WITHDRAWAL_PROOF_TYPES as readonly string[]).includes(f.type))) return 'type';
  if (files.some((f) => f.size > WITHDRAWAL_PROOF_MAX_BYTES || f.size === 0)) return 'size';
  return null;
}
