/** Where a raffle promotion's lucky wheel is played (the raffle feature's page). */
export function raffleHref(promotionId: number): string {
  return `/luckyWheel?id=${promotionId}`;
}
