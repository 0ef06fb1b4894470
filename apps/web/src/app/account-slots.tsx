import { type ReactNode, useMemo } from 'react';
import { AccountSlot, openMemberCentreGuarded } from '../features/accounts';
import { openAgentCentre } from '../features/agent';
import { type LayoutSlots, LayoutSlotsProvider, LoginButtons } from '../features/layout';
import { openCentrePage } from '../features/member-centre';
import { gameLayoutSlots } from './game-slots';

/**
 * Composition of the accounts feature into the layout's seams: the top bar's account slot (login form,
 * buttons or account summary) and the member-centre opener, guarded so trial accounts are refused.
 * The opener puts the page in the address (`?mc=<page>`); MemberCentreHost mounts the overlay from there.
 */
export function AccountLayoutSlots({ children }: { children: ReactNode }) {
  const slots = useMemo<LayoutSlots>(
    () => ({
      account: (
        <AccountSlot
          fallback={<LoginButtons />}
          openMemberCentre={(page) => openCentrePage(page)}
          openAgentCentre={() => openAgentCentre()}
        />
      ),
      openMemberCentre: (page) => openMemberCentreGuarded(page, openCentrePage),
      ...gameLayoutSlots,
    }),
    [],
  );
  return <LayoutSlotsProvider value={slots}>{children}</LayoutSlotsProvider>;
}
