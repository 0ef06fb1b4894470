import { promotionsRebateContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { PeriodPayouts } from './rebate.service.js';

/** The member's rebate and cashback so far in the current periods (promotions pages). */
export function registerRebateRoutes(route: Route, payouts: PeriodPayouts): void {
  route(c.estimates, ({ session }) => payouts.estimates(session!.memberId));
}
