import { useIsTrial, useSession } from '../../../shared/session/session';

/**
 * The token that reads the member's own view of promotions: a real account's. A visitor or a trial
 * (free-play) account reads the visitor's view, and is asked to log in with a real account to take part.
 */
export function useMemberToken(): string | null {
  const token = useSession((s) => s.token);
  const trial = useIsTrial();
  return token && !trial ? token : null;
}
