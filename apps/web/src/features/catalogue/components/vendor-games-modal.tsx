import { type GameType, GameTypeNames } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../shared/i18n/i18n';
import { useQueryLanguage } from '../../../shared/system';
import { closeModal, openModal } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { gameListQueryOptions } from '../api/game-list.api';
import { useFavourites } from '../hooks/use-favourites';
import { launchGame, setVendorGamesOpener } from '../launch/launch-game';
import { clampPage } from '../lib/lobby-state';
import { GameTile, useGameTileText } from './game-tile';

function VendorGames({
  vassalage,
  gameType,
  onLaunch,
}: {
  vassalage: string;
  gameType?: GameType;
  onLaunch: () => void;
}) {
  const { t } = useTranslation('games');
  const tileText = useGameTileText();
  const language = useQueryLanguage();
  const [pageNo, setPageNo] = useState(1);
  const favourites = useFavourites();
  const list = useQuery(
    gameListQueryOptions({ gameType, vassalage, gameClassify: null, gameName: '', minBet: null, pageNo, language }),
  );
  if (list.isPending) return <Spinner className="w-full py-10" />;
  if (list.isError) return <p className="py-8 text-center text-sm text-text-muted">{t('vendorGames.loadFailed')}</p>;
  if (list.data.games.length === 0) return <p className="py-8 text-center text-sm">{t('vendorGames.empty')}</p>;
  const total = list.data.totalPages;
  return (
    <div className="flex flex-col gap-3" data-testid="vendor-games">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {list.data.games.map((g) => (
          <GameTile
            key={g.nodeId}
            game={g}
            favourite={favourites.control(g)}
            text={tileText}
            onPlay={() => {
              onLaunch();
              void launchGame(g);
            }}
          />
        ))}
      </div>
      {total > 1 ? (
        <div className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={pageNo <= 1} onClick={() => setPageNo((p) => clampPage(p - 1, total))}>
            ‹
          </button>
          <span className="tabular">
            {pageNo} / {total}
          </span>
          <button type="button" disabled={pageNo >= total} onClick={() => setPageNo((p) => clampPage(p + 1, total))}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The popup game list of a vendor entry (isGame VASSALAGE, spec §4), in a modal. */
export function openVendorGames(vassalage: string, gameType: string): void {
  const id = openModal({
    title: i18next.t('games:vendorGames.title', { vendor: vassalage }),
    width: 860,
    testId: 'vendor-games-modal',
    content: (
      <VendorGames
        vassalage={vassalage}
        gameType={GameTypeNames.find((n) => n === gameType)}
        onLaunch={() => closeModal(id)}
      />
    ),
  });
}

setVendorGamesOpener(openVendorGames);
