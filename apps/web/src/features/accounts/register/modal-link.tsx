import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../../../shared/router/app-navigator';
import { closeModal } from '../../../shared/ui/modal';

/**
 * A link inside a modal. The modal host lives outside the router, so the link closes its modal and
 * navigates through the app navigator (the same history as <Link>); a modified click keeps the
 * browser's own behaviour (new tab).
 */
export function ModalLink({
  to,
  modalId,
  testId,
  children,
}: {
  to: string;
  modalId: string;
  testId: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    closeModal(modalId);
    navigateTo(to);
  };
  return (
    <a href={to} onClick={onClick} data-testid={testId} className="font-semibold text-primary hover:underline">
      {children}
    </a>
  );
}
