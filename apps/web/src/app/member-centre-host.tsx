import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

// The overlay and its texts are a separate chunk: most visits never open the centre.
const Overlay = lazy(async () => {
  const group = await import('./route-groups/member-centre.group');
  return { default: () => <group.MemberCentreOverlay pages={group.memberCentrePages} /> };
});

/** Mounts the member centre overlay when the address asks for it (`?mc=<pageId>`). */
export function MemberCentreHost() {
  const [params] = useSearchParams();
  if (!params.has('mc')) return null;
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}
