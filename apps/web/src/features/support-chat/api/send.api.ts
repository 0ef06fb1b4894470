import { type ChatMessage, supportChatContract } from '@app/contracts';
import { request } from '../../../shared/api/client';

/** POST /wps/support-chat/messages: a text; the same client key again returns the first message (retries). */
export function sendText(text: string, clientKey: string): Promise<ChatMessage> {
  return request(supportChatContract.send, { body: { text, clientKey } });
}

/** POST /wps/support-chat/images (multipart): one png or jpg of 5 MB at most. */
export function sendImage(file: Blob, clientKey: string): Promise<ChatMessage> {
  const form = new FormData();
  form.set('clientKey', clientKey);
  form.set('image', file, file instanceof File ? file.name : 'image');
  return request(supportChatContract.sendImage, { body: form });
}
