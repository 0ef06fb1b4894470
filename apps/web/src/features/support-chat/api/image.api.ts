import { supportChatImageUrl } from '@app/contracts';

/**
 * The bytes of a chat image as an object URL. Images are private to the conversation: they are fetched
 * with the session's bearer token (never a public URL an <img> could load on its own).
 */
export async function fetchImageUrl(imageId: number, token: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(supportChatImageUrl(imageId), { headers: { authorization: `Bearer ${token}` }, signal });
  if (!res.ok) throw new Error(`image ${imageId}: HTTP ${res.status}`);
  return URL.createObjectURL(await res.blob());
}
