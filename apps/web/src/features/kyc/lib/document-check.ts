import { ageOn, MIN_PLAYER_AGE } from '@app/contracts';

/** True when a yyyy-MM-dd birth date makes the player 18 or older on `now` (the server's own rule). */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return false;
  return ageOn([Number(m[1]), Number(m[2]), Number(m[3])], now) >= MIN_PLAYER_AGE;
}
