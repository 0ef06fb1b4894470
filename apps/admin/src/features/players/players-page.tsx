import { Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PlayerPage } from './player-page';
import { PlayersList } from './players-list';

/** Players: the search list at /players, a player's 360° page at /players/:id. */
export function PlayersPage({ me }: { me: Me }) {
  return (
    <Routes>
      <Route index element={<PlayersList />} />
      <Route path=":id" element={<PlayerPage me={me} />} />
    </Routes>
  );
}
