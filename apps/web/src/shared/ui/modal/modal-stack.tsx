import { useLayoutEffect } from 'react';
import './modal.css';
import { useModalStore } from './modal-store';
import { ModalView } from './modal-view';
import { lockScroll } from './scroll-lock';

/** Renders every open modal and holds the body scroll lock while any is open. */
export function ModalStack() {
  const modals = useModalStore((s) => s.modals);
  const anyOpen = modals.length > 0;
  // A layout effect: the body is pinned and released in the same commit that adds or removes the last
  // modal, never a frame later (Preact runs plain effects after paint, with no flush on discrete events).
  useLayoutEffect(() => (anyOpen ? lockScroll() : undefined), [anyOpen]);
  return (
    <>
      {modals.map((m, i) => (
        <ModalView key={m.id} modal={m} zIndex={1000 + i * 10} />
      ))}
    </>
  );
}
