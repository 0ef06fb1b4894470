import { create } from 'zustand';

/**
 * Whether the built-in support chat window is open (spec §2 chat-room modal). Any part of the app opens it
 * through openCustomerService; the app mounts the window (src/app/support-chat-host.tsx) while it is open.
 */
export const useSupportChatWindow = create<{ open: boolean }>(() => ({ open: false }));
export const openSupportChat = (): void => useSupportChatWindow.setState({ open: true });
export const closeSupportChat = (): void => useSupportChatWindow.setState({ open: false });

/**
 * Where the live-chat entry points, decrypted ahead of the click (the host warms it from the routers answer):
 * a click then opens the built-in window, or the outside chat's popup, at once, without a blank popup first.
 */
let knownTarget: string | null = null;
export const setLiveChatTarget = (url: string | null): void => {
  knownTarget = url;
};
export const liveChatTarget = (): string | null => knownTarget;
