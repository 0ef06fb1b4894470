/**
 * Public surface of the agent feature (composed by src/app): the light host and opener. The overlay
 * and its pages load lazily from the host.
 */
export { AgentCentreHost } from './centre/agent-centre-host';
export { AGENT_PAGE_IDS, type AgentPageId, DEFAULT_AGENT_PAGE } from './centre/agent-pages';
export { AGENT_CENTRE_PARAM, closeAgentCentre, openAgentCentre } from './centre/agent-url';
