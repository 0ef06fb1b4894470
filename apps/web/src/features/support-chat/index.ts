import { loadNamespaces } from '../../shared/i18n/i18n';

// The window is its own chunk (most visits never open the chat); its texts come with it.
await loadNamespaces(['supportChat']);

export { SupportChatWindow } from './components/support-chat-window';
