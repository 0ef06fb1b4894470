import { type ReactNode, useMemo } from 'react';
import { AccountSlot, openMemberCentreGuarded } from '../features/auth';
import { type LayoutSlots, LayoutSlotsProvider, LoginButtons } from '../features/layout';
import { gameLayoutSlots } from './game-slots';

/**
 * Composition of the accounts feature into the layout's seams: the top bar's account slot (login form,
 * buttons or account summary) and the member-centre opener, guarded so trial accounts are refused.
 * The member centre itself comes with its own issue; until then the guard shows an 'opening soon' note.
 */
export function AccountLayoutSlots({ children }: { children: ReactNode }) {
  const slots = useMemo<LayoutSlots>(
    () => ({
      account: <AccountSlot fallback={<LoginButtons />} />,
      openMemberCentre: (page) => openMemberCentreGuarded(page),
      ...gameLayoutSlots,
    }),
    [],
  );
  return <LayoutSlotsProvider value={slots}>{children}</LayoutSlotsProvider>;
}
