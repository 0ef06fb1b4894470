import { lazy, Suspense } from 'react';
import { useSessionUsable } from '../features/accounts';
import { openCentrePage } from '../features/member-centre';
import { clearJustRegistered, useJustRegistered } from '../shared/session/just-registered';
import { useSession } from '../shared/session/session';

// Its own chunk (shared with the reality check): only a player who has just registered loads it; imported
// whole, it carried the safer-gambling panels into the script every visitor runs at start-up.
const LimitsOffer = lazy(async () => ({ default: (await import('../features/responsible-gaming')).LimitsOffer }));

/**
 * The limits offer right after registration (issue 18.1), above the page and in its flow (never a dialog in
 * the new player's way). It goes once answered (set or skipped, kept on the server) or on the next login; a
 * player who neither sets nor skips meets it again at the first deposit.
 */
export function RegistrationOfferHost() {
  const token = useSession((s) => s.token);
  const registered = useJustRegistered((s) => s.token);
  const usable = useSessionUsable();
  if (!token || registered !== token || !usable) return null;
  return (
    <div data-testid="rg-offer-registration" className="mx-auto w-full max-w-[1232px] px-4 *:mt-3 *:mb-0">
      <Suspense fallback={null}>
        <LimitsOffer
          onSetLimits={() => {
            clearJustRegistered();
            openCentrePage('securityCenter');
          }}
        />
      </Suspense>
    </div>
  );
}
