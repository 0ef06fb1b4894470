/** Places the next bet of each active chase of a game (payload { game }); run when one of its draws opens and each minute. */
export const CHASE_PLACE_TASK = 'lottery.chase_place';
/** Ends the chases a settled draw won, if they stop on a win (payload { roundId }). */
export const CHASE_SETTLED_TASK = 'lottery.chase_settled';
