import { Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { AdjustmentsCard } from './adjustments-card';
import { PlayerPage } from './player-page';
import { PlayersList } from './players-list';

/** Players: the search list at /players, a player's 360° page at /players/:id. */
export function PlayersPage({ me }: { me: Me }) {
  return (
    <Routes>
      <Route
        index
        element={
          <>
            <PlayersList />
            <div className="mt-4">
              <AdjustmentsCard me={me} />
            </div>
          </>
        }
      />
      <Route path=":id" element={<PlayerPage me={me} />} />
    </Routes>
  );
}
