import type { ReactNode } from 'react';

/** The shared amount parser (one for every screen): a positive amount in đồng → minor units, or null. */
export { positiveMinorOf as minorOf } from '../../shared/amount-input';

/** A small read-only table. */
export function MiniTable({
  head,
  rows,
  empty,
  testId,
}: {
  head: string[];
  rows: ReactNode[][];
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b text-slate-500">
            {head.map((h) => (
              <th key={h} className="px-2 py-1 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows, never reordered.
            <tr key={i} className="border-b last:border-0">
              {r.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                <td key={j} className="px-2 py-1 align-top">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
