import { openCentrePage } from '../features/member-centre';
import { LimitsOffer } from '../features/responsible-gaming';
import { DepositPage } from '../features/wallet/deposit/deposit-page';

/** The deposit page, preceded at the member's first deposit by the limits offer (set one, or skip). */
export function DepositWithOffer() {
  return (
    <>
      <LimitsOffer onSetLimits={() => openCentrePage('securityCenter')} />
      <DepositPage />
    </>
  );
}
