// The agent centre overlay and its texts: a lazily loaded chunk, fetched only when `?ac=` is in the address.
import { loadNamespaces } from '../../../shared/i18n/i18n';

await loadNamespaces(['agent']);

export { AgentCentreOverlay } from './agent-centre-overlay';
export { agentPages } from './agent-pages-wired';
