import { supportChatContract } from '@app/contracts';
import { request } from '../../../shared/api/client';

/** POST /wps/support-chat/read: the player has read up to this message (the operators see it). */
export const markRead = (messageId: number) => request(supportChatContract.read, { body: { messageId } });

/** POST /wps/support-chat/typing: tells the operators the player is typing (pushed live, never stored). */
export const sendTyping = () => request(supportChatContract.typing);
