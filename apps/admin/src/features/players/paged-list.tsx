import { type EndpointValue, type PlayerListName, playerListsContract } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { MiniTable } from './kit';

/** Rows per page of a player's list. */
const LIMIT = 20;

type Item<N extends PlayerListName> = EndpointValue<(typeof playerListsContract)[N]>['items'][number];

/** The query key of a player's paged lists (a new note, say, invalidates them). */
export const playerListsKey = (id: number) => ['players', 'list', id] as const;

/**
 * One of a player's long lists, paged on the server newest first ("Newer" / "Older": keyset cursors, so a deep
 * page costs what the first does and rows written meanwhile neither repeat nor vanish).
 */
export function PagedList<N extends PlayerListName>({
  name,
  playerId,
  head,
  row,
  render,
  testId,
}: {
  name: N;
  /** The table's test id (journeys read it). */
  testId?: string;
  playerId: number;
  head?: string[];
  row?: (item: Item<N>) => ReactNode[];
  /** Instead of a table (notes): the page's items as the caller draws them. */
  render?: (items: Item<N>[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState<{ before?: string; after?: string }>({});
  const page = useQuery({
    queryKey: [...playerListsKey(playerId), name, cursor],
    queryFn: ({ signal }) =>
      // Every list takes the same params and query; the endpoint's own schema parses its items.
      call(playerListsContract[name] as (typeof playerListsContract)['transactions'], {
        params: { id: String(playerId) },
        query: { limit: LIMIT, ...cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const p = page.data;
  const items = (p?.items ?? []) as Item<N>[];
  return (
    <div className="space-y-2" data-testid={`player-list-${name}`}>
      <ErrorText error={page.error} />
      {p &&
        (render ? (
          render(items)
        ) : (
          <MiniTable testId={testId} head={head ?? []} rows={row ? items.map(row) : []} empty={t('players.none')} />
        ))}
      {p && (p.older || p.newer) && (
        <div className="flex gap-2">
          <Button
            variant="ghost"
            disabled={!p.newer || page.isFetching}
            data-testid={`player-list-${name}-newer`}
            onClick={() => p.newer && setCursor({ after: p.newer })}
          >
            ← {t('players.newer')}
          </Button>
          <Button
            variant="ghost"
            disabled={!p.older || page.isFetching}
            data-testid={`player-list-${name}-older`}
            onClick={() => p.older && setCursor({ before: p.older })}
          >
            {t('players.older')} →
          </Button>
        </div>
      )}
    </div>
  );
}
