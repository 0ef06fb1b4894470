import { lotteryContract } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../shared/api/client';
import { money } from '../../shared/format';
import { Card } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { NewFastGame } from './new-fast-game';
import { scheduleText } from './schedule-text';

/** Every lottery game, enabled or not, with its schedule and limits; a row opens the game's editor. */
export function GamesTab({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const games = useQuery({
    queryKey: ['lottery-games'],
    queryFn: ({ signal }) => call(lotteryContract.opGames, { signal }),
  });
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <div className="space-y-4">
      <Card title={t('lottery.games.title')}>
        <ErrorText error={games.error} />
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-slate-500">
              <tr>
                <th className="py-2 pr-3">{t('lottery.games.name')}</th>
                <th className="py-2 pr-3">{t('lottery.games.kind')}</th>
                <th className="py-2 pr-3">{t('lottery.games.schedule')}</th>
                <th className="py-2 pr-3">{t('lottery.games.lock')}</th>
                <th className="py-2 pr-3">{t('lottery.games.modes')}</th>
                <th className="py-2 pr-3 text-right">{t('lottery.games.maxStake')}</th>
                <th className="py-2">{t('lottery.games.enabled')}</th>
              </tr>
            </thead>
            <tbody>
              {games.data?.items.map((g) => (
                <tr key={g.code} className="border-b last:border-0" data-testid="lottery-game-row" data-game={g.code}>
                  <td className="py-2 pr-3">
                    <Link to={`/lottery/games/${g.code}`} className="font-medium text-brand hover:underline">
                      {g.name[lang]}
                    </Link>
                    <div className="text-xs text-slate-500">{g.code}</div>
                  </td>
                  <td className="py-2 pr-3">{t(`lottery.kinds.${g.kind}`)}</td>
                  <td className="py-2 pr-3">{scheduleText(t, g)}</td>
                  <td className="py-2 pr-3">{t('lottery.seconds', { n: g.lockSeconds })}</td>
                  <td className="py-2 pr-3">{g.prizeModes.join(', ')}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(g.maxPlayerDrawStake)}</td>
                  <td className="py-2">{g.enabled ? t('lottery.yes') : t('lottery.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {canManage && <NewFastGame />}
    </div>
  );
}
