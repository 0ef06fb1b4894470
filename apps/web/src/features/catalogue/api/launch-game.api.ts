import { type LaunchGameRequest, type LaunchGameResult, vendorContract } from '@app/contracts';
import { request } from '../../../shared/api/client';

/** POST /wps/game/launchGame: the lottery route, the popup game list, or the address to open. */
export function requestLaunch(body: LaunchGameRequest): Promise<LaunchGameResult> {
  return request(vendorContract.launchGame, { body });
}
