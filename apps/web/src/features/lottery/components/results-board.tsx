import { type LotteryRegion, PRIZE_LAYOUTS, type PrizeName } from '@app/games';
import { useTranslation } from 'react-i18next';

/** Columns of a prize row by its count (tailwind needs whole class names). */
const COLS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  7: 'grid-cols-3 sm:grid-cols-4',
};

interface Props {
  region: LotteryRegion;
  /** Numbers per prize; null marks a number not drawn yet (live draw). */
  prizes: Partial<Record<PrizeName, readonly (string | null)[]>>;
  /** The number being revealed now (animated). */
  last?: { prize: PrizeName; index: number } | null;
  /** 2-digit endings to mark (the player's numbers). */
  mark?: ReadonlySet<string>;
  title?: string;
  testId?: string;
}

/**
 * The traditional Vietnamese results board: one row per prize, special first and highlighted in red,
 * numbers in the row side by side (wrapping on a phone); the last two digits of each number stand out,
 * as on printed boards, because lô reads them.
 */
export function ResultsBoard({ region, prizes, last, mark, title, testId = 'lottery-board' }: Props) {
  const { t } = useTranslation('lottery');
  return (
    <table
      className="w-full border-collapse overflow-hidden rounded-xl text-center"
      data-testid={testId}
      data-region={region}
    >
      {title && <caption className="pb-2 text-left text-sm font-bold">{title}</caption>}
      <tbody>
        {PRIZE_LAYOUTS[region].map((row) => {
          const special = row.prize === 'special';
          const numbers = prizes[row.prize] ?? Array.from({ length: row.count }, () => null);
          return (
            <tr key={row.prize} data-prize={row.prize} className="border-b border-border odd:bg-surface-2">
              <th
                scope="row"
                className={`w-16 px-2 py-1.5 text-left text-xs font-bold sm:w-24 sm:text-sm ${special ? 'text-danger' : 'text-text-muted'}`}
              >
                {t(`prizes.${row.prize}`)}
              </th>
              <td className="px-1 py-1.5">
                <div className={`grid gap-x-2 gap-y-1 ${COLS[row.count] ?? 'grid-cols-3'}`}>
                  {numbers.map((n, i) => {
                    const isLast = last?.prize === row.prize && last.index === i;
                    const ending = n ? n.slice(-2) : '';
                    return (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers keep their positions
                        key={i}
                        data-testid="lottery-board-number"
                        className={`tabular font-extrabold tracking-wide ${special ? 'text-2xl text-danger sm:text-3xl' : 'text-lg sm:text-xl'} ${
                          isLast ? 'animate-pulse text-primary' : ''
                        } ${n && mark?.has(ending) ? 'rounded bg-accent/30' : ''}`}
                      >
                        {n === null ? (
                          <span className="text-text-muted">
                            <span aria-hidden="true" className="inline-block animate-spin motion-reduce:animate-none">
                              ◌
                            </span>
                            <span className="sr-only">{t('live.pending')}</span>
                          </span>
                        ) : (
                          <>
                            {n.slice(0, -2)}
                            <span className={special ? '' : 'text-danger'}>{ending}</span>
                          </>
                        )}
                      </span>
                    );
                  })}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
