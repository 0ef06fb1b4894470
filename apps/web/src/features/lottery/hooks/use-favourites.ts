import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../shared/session/session';
import { readFavourites, toggleFavourite } from '../lib/favourites';

/** The signed-in member's favourite lotteries (this browser, per username) and a toggle. */
export function useLotteryFavourites(): { favourites: string[]; toggle: (gameId: string) => void } {
  const account = useSession((s) => s.account);
  const [favourites, setFavourites] = useState<string[]>(() => readFavourites(window.localStorage, account));
  useEffect(() => setFavourites(readFavourites(window.localStorage, account)), [account]);
  const toggle = useCallback(
    (gameId: string) => setFavourites(toggleFavourite(window.localStorage, account, gameId)),
    [account],
  );
  return { favourites, toggle };
}
