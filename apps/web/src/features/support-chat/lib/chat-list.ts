import type { ChatMessage } from '@app/contracts';
import { checkPickedImages, type PickedImage } from '../../../shared/media/picked-images';

/** A message on its way (or that failed): shown at the end, resent with the same key (the server dedupes). */
export interface PendingMessage {
  clientKey: string;
  text: string | null;
  file: Blob | null;
  status: 'sending' | 'failed';
}

/** Server messages by id, oldest first, each once (a live catch-up and a send can bring the same one). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Pending messages the server has now (by client key) are no longer pending. */
export function dropDelivered(pending: readonly PendingMessage[], messages: readonly ChatMessage[]): PendingMessage[] {
  const keys = new Set(messages.map((m) => m.clientKey).filter((k): k is string => k !== null));
  return pending.filter((p) => !keys.has(p.clientKey));
}

/** The newest message id the player has in hand (0 for none). */
export const lastId = (messages: readonly ChatMessage[]): number => messages.at(-1)?.id ?? 0;

/** The newest operator message id, if any: what marking the conversation read points at. */
export function lastOperatorId(messages: readonly ChatMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.sender === 'operator') return messages[i]!.id;
  return 0;
}

/**
 * Spec §5: png or jpg by content, 5 MB at most, as every upload is checked (shared/media/picked-images.ts) and the
 * server checks again. Returns the text key of the problem.
 */
export function imageProblem(file: PickedImage): 'imageType' | 'imageSize' | null {
  const [refused] = checkPickedImages(0, [file]).rejected;
  if (!refused) return null;
  return refused.reason === 'tooLarge' ? 'imageSize' : 'imageType';
}

/** A fresh key for one message (8-64 of [A-Za-z0-9_-], as the contract asks). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
