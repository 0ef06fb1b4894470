// Route group 'joinus' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
import { LoginForm } from '../../features/accounts/login/login-form';
import { JoinPage as JoinPageBase } from '../../features/join/join-page';
import { loadNamespaces } from '../../shared/i18n/i18n';

// The group's texts arrive with it: the page never renders before they are there.
await loadNamespaces(['join', 'oauth']);

/** The agent page with the agent-area login (spec §4: a login from the agent page goes to /agentHome). */
export function JoinPage() {
  return <JoinPageBase agentLogin={<LoginForm area="agent" />} />;
}
