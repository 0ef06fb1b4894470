import { lazy, Suspense, useState } from 'react';
import { useModalStore } from './modal-store';

// Radix Dialog and DOMPurify stay out of the initial bundle until the first modal opens.
const ModalStack = lazy(() => import('./modal-stack').then((m) => ({ default: m.ModalStack })));

/** Mount once at the app root: renders the modals opened with openModal/showDialog. */
export function ModalHost() {
  const anyOpen = useModalStore((s) => s.modals.length > 0);
  const [needed, setNeeded] = useState(false);
  if (anyOpen && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack />
    </Suspense>
  );
}
