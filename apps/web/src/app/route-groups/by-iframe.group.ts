// Route group 'byIframe' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { AgentHomePage } from '../../features/agent/agent-home-page';
