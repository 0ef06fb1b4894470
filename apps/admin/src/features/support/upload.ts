import {
  type ChatMessage,
  ChatMessageSchema,
  supportChatOperatorContract as c,
  ErrorEnvelopeSchema,
} from '@app/contracts';
import { ApiError, operatorFetch, urlOf } from '../../shared/api/client';

/** POST …/conversations/:id/images (multipart: the image and the client key); a refusal throws its stable code. */
export async function replyImage(conversationId: number, file: File, clientKey: string): Promise<ChatMessage> {
  const form = new FormData();
  form.set('clientKey', clientKey);
  form.set('image', file, file.name);
  const res = await operatorFetch(urlOf(c.replyImage, { id: conversationId }), { method: 'POST', body: form });
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError('internal_error', res.status, 'Unexpected response');
  }
  if (!res.ok || (json as { success?: boolean }).success !== true) {
    const e = ErrorEnvelopeSchema.safeParse(json);
    throw new ApiError(e.success ? e.data.code : 'internal_error', res.status, e.success ? e.data.message : 'failed');
  }
  return ChatMessageSchema.parse((json as { value: unknown }).value);
}
