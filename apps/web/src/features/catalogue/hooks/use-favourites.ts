import type { GameListItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { useIsLoggedIn } from '../../../shared/session/session';
import { showDialog } from '../../../shared/ui/modal';
import { FAVOURITE_IDS_KEY, FAVOURITE_LIST_KEY, favouriteIdsQueryOptions, setFavourite } from '../api/favourites.api';
import type { FavouriteControl } from '../components/game-tile';

/** Flips one id in the local favourite list (spec §4: after the call, flip the id locally). */
export function flipFavourite(ids: readonly string[], nodeId: string, favourite: boolean): string[] {
  const rest = ids.filter((id) => id !== nodeId);
  return favourite ? [...rest, nodeId] : rest;
}

/**
 * Favourites of a logged-in member: the ids, and a per-game control that shows a loader while the
 * add/remove call runs, then flips the id in the local list. Visitors get no heart (spec §2:
 * favourites only when logged in).
 */
export function useFavourites(): { enabled: boolean; control: (game: GameListItem) => FavouriteControl | undefined } {
  const { t } = useTranslation('games');
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const ids = useQuery({ ...favouriteIdsQueryOptions(), enabled: loggedIn });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mutation = useMutation({
    mutationFn: ({ game, favourite }: { game: GameListItem; favourite: boolean }) =>
      setFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, favourite),
    onMutate: ({ game }) => setPending((p) => new Set(p).add(game.nodeId)),
    onSuccess: (answer) => {
      queryClient.setQueryData<string[]>(FAVOURITE_IDS_KEY, (old) =>
        flipFavourite(old ?? [], answer.nodeId, answer.favourite),
      );
      void queryClient.invalidateQueries({ queryKey: FAVOURITE_LIST_KEY });
    },
    onError: (err) => showDialog({ icon: 'warning', message: apiErrorText(t, err), testId: 'favourite-error' }),
    onSettled: (_d, _e, { game }) =>
      setPending((p) => {
        const next = new Set(p);
        next.delete(game.nodeId);
        return next;
      }),
  });
  const set = new Set(ids.data ?? []);
  return {
    enabled: loggedIn,
    control: (game) =>
      loggedIn && ids.isSuccess
        ? {
            isFavourite: set.has(game.nodeId),
            pending: pending.has(game.nodeId),
            onToggle: () => mutation.mutate({ game, favourite: !set.has(game.nodeId) }),
          }
        : undefined,
  };
}
