import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AGENT_CENTRE_PARAM } from './agent-url';

// Most visits never open the agent centre: the overlay, its pages and texts are one lazy chunk.
const Overlay = lazy(async () => {
  const group = await import('./agent-centre.group');
  return { default: () => <group.AgentCentreOverlay pages={group.agentPages} /> };
});

/** Mounts the agent centre overlay when the address asks for it (`?ac=<pageId>`). */
export function AgentCentreHost() {
  const [params] = useSearchParams();
  if (!params.has(AGENT_CENTRE_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}
